import { useItemMark } from '../../ui/item-mark.js';
import { useId } from 'react';
import { fieldLabel, itemPath } from '../../model/collections.js';
import { rankBadge } from '../../model/rating.js';
import type { DataTable as DataTableBlock } from '../../types/site.js';
import { BlockSection } from '../../ui/block-section.js';
import { FieldValue } from '../../ui/field-value.js';
import { InlineText } from '../../ui/inline-text.js';
import { Box, Chip, Typography } from '../../ui/mui.js';
import { ScrollTable } from '../../ui/scroll-table.js';
import { useSite } from '../../ui/site-context.js';
import { ButtonLink, SmartLink } from '../../ui/smart-link.js';
import type { BlockProps } from '../define-block.js';
import { SmallPrint } from '../../ui/small-print.js';
import { shownItems } from '../../model/shown-items.js';

/**
 * A collection's items as table rows: the declared columns, the first of
 * which heads each row, with its badges; optionally a rank column before
 * and a link column after.
 */
export function DataTable({ block }: BlockProps<DataTableBlock>) {
  const collection = useSite().collections[block.collection];
  const mark = useItemMark();
  const rows = shownItems(collection, block.limit);
  const captionId = useId();
  const [first, ...rest] = block.columns;
  const link = block.itemLink;
  const columnCount = block.columns.length + (block.rank ? 1 : 0) + (link ? 1 : 0);
  return (
    <BlockSection heading={block.heading} intro={block.intro && <InlineText text={block.intro} />}>
      <Box
        sx={{
          '& tbody td.rank': { fontWeight: 700 },
          '& tr[data-highlighted] > *': { bgcolor: 'action.hover' },
          '& td.nowrap': { whiteSpace: 'nowrap' },
          '& td.wide': { minWidth: 160 },
          '& tbody th': { minWidth: 170 },
        }}
      >
        <ScrollTable caption={block.caption} captionId={captionId} columns={columnCount}>
          <thead>
            <tr>
              {block.rank && <th scope="col">{block.rank}</th>}
              {block.columns.map((column) => (
                <th key={column.field} scope="col">
                  {column.label ?? fieldLabel(collection, column.field)}
                </th>
              ))}
              {link && <th scope="col">{link.heading}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((item, i) => {
              const highlighted = block.highlight !== undefined && item[block.highlight.field] === true;
              const badge = rankBadge(i + 1, highlighted, block.highlight, block.topBadges);
              const target = link ? (link.field ? (item[link.field] as string | undefined) : itemPath(collection, item.id)) : undefined;
              // What the row's link costs or earns, said beside the link.
              const note = link?.note ? (item[link.note] as string | undefined) : undefined;
              return (
                <tr key={item.id} data-highlighted={highlighted ? 'true' : undefined} {...mark(item.id)}>
                  {block.rank && <td className="rank">{i + 1}</td>}
                  <th scope="row">
                    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                      <Typography component="span" sx={{ fontWeight: 700 }}>
                        <FieldValue collection={collection} field={first.field} item={item} />
                      </Typography>
                      {badge && (
                        <Chip
                          size="small"
                          className="badge"
                          label={badge}
                          color={highlighted ? 'secondary' : 'default'}
                          variant={highlighted ? 'filled' : 'outlined'}
                        />
                      )}
                    </Box>
                  </th>
                  {rest.map((column) => {
                    const type = collection.fields[column.field].type;
                    return (
                      <td key={column.field} className={column.nowrap ? 'nowrap' : type === 'money' || type === 'inline-text' ? 'wide' : undefined}>
                        <FieldValue collection={collection} field={column.field} item={item} />
                      </td>
                    );
                  })}
                  {link && (
                    <td className={note ? 'wide' : undefined}>
                      {target && (
                        <SmartLink to={target} sx={{ whiteSpace: 'nowrap', fontWeight: 650 }} aria-describedby={note ? `${captionId}-${item.id}` : undefined}>
                          {link.label}
                        </SmartLink>
                      )}
                      {target && note && <SmallPrint id={`${captionId}-${item.id}`} text={note} sx={{ mt: 0.5, typography: 'caption' }} />}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
        {block.note && <SmallPrint text={block.note} />}
      </Box>
      {block.action && (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <ButtonLink {...block.action} />
        </Box>
      )}
    </BlockSection>
  );
}
