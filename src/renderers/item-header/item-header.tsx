import { shownField } from '../../model/collections.js';
import type { ItemHeader as ItemHeaderBlock } from '../../types/site.js';
import { FieldValue } from '../../ui/field-value.js';
import { ArrowBack } from '../../ui/icons.js';
import { ItemMeta } from '../../ui/item-meta.js';
import { Box, Chip, Typography } from '../../ui/mui.js';
import { useReader } from '../../ui/site-context.js';
import { SmartLink } from '../../ui/smart-link.js';
import { headerPlace, PORTRAIT_WIDTHS, type ImageValue } from '../../model/pictures.js';
import { encodedImage, Picture } from '../../ui/picture.js';
import type { BlockProps } from '../define-block.js';
import { PARTS } from './parts.js';

/** The top of an item's page: back link, badge, title (the h1), a line of facts and the summary. */
export function ItemHeader({ block }: BlockProps<ItemHeaderBlock>) {
  const read = useReader();
  const collection = read.declaration(block.collection!);
  const item = read.item(block.collection!, block.item!);
  if (!item) throw new Error(`item-header: no item '${block.item}' in '${block.collection}'`);
  const field = (part: keyof typeof PARTS) => shownField(collection, block.show, part, PARTS[part]);
  const [title, badgeField, summary, image] = [field('title')!, field('badge'), field('summary'), field('image')];
  const badge = block.badge ?? (badgeField ? (item[badgeField] as string | undefined) : undefined);
  const picture = image && item[image] !== undefined ? (item[image] as ImageValue) : undefined;
  const place = picture && headerPlace(encodedImage(read, picture));
  const text = (
    <>
      {badge && (
        <Box sx={{ mb: 2 }}>
          <Chip label={badge} color="secondary" size="small" />
        </Box>
      )}
      <Typography variant="h1">{item[title] as string}</Typography>
      {block.show?.meta && (
        <Box sx={{ mt: 2.5 }}>
          <ItemMeta collection={collection} item={item} fields={block.show.meta} />
        </Box>
      )}
      {summary && item[summary] !== undefined && (
        <Typography component="p" sx={{ mt: 3, fontSize: '1.2rem', color: 'text.secondary' }}>
          <FieldValue collection={collection} field={summary} item={item} />
        </Typography>
      )}
    </>
  );
  return (
    <Box component="header" sx={{ pt: { xs: 3, md: 5 }, pb: 2, maxWidth: '75ch' }}>
      {block.backLink && (
        <SmartLink to={block.backLink.to} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 650, mb: 3 }}>
          <ArrowBack fontSize="small" aria-hidden />
          {block.backLink.label}
        </SmartLink>
      )}
      {place === 'portrait' ? (
        // A portrait goes beside the title, and above it on a phone, at the widths its sizes attribute names.
        <Box sx={{ display: 'grid', gap: { xs: 3, sm: 4 }, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}>
          <Box sx={{ minWidth: 0, gridRow: { xs: 2, sm: 1 } }}>{text}</Box>
          <Box sx={{ gridRow: 1, width: PORTRAIT_WIDTHS, '& img': { display: 'block', width: '100%', height: 'auto', borderRadius: 3 } }}>
            <Picture image={picture!} place="portrait" />
          </Box>
        </Box>
      ) : (
        text
      )}
      {place === 'header' && (
        <Box sx={{ mt: 4, '& img': { display: 'block', width: '100%', height: 'auto', borderRadius: 3 } }}>
          <Picture image={picture!} place="header" />
        </Box>
      )}
    </Box>
  );
}
