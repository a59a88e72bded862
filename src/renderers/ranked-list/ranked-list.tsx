import { useItemMark } from '../../ui/item-mark.js';
import { useId } from 'react';
import { fieldLabel, itemPath, shownField } from '../../model/collections.js';
import { scaleOf } from '../../model/format.js';
import type { RankedList as RankedListBlock } from '../../types/site.js';
import { headingAnchor } from '../../model/anchors.js';
import { Grouped, listedGroups } from '../../ui/listing.js';
import { BlockSection } from '../../ui/block-section.js';
import { FieldValue } from '../../ui/field-value.js';
import { InlineText } from '../../ui/inline-text.js';
import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '../../ui/mui.js';
import type { ImageValue } from '../../model/pictures.js';
import { Picture } from '../../ui/picture.js';
import { RatingChip } from '../../ui/rating-chip.js';
import { useReader } from '../../ui/site-context.js';
import { ButtonLink } from '../../ui/smart-link.js';
import type { BlockProps } from '../define-block.js';
import { SmallPrint } from '../../ui/small-print.js';
import { PARTS } from './parts.js';
import { actionTarget } from './targets.js';

/**
 * An entry's button, with its note in small print under it (the terms of
 * a trial, or that the link earns the site a commission): said beside the
 * button it is about, and read out with it.
 */
function ItemAction({ to, label, context, note, noteId }: { to: string; label: string; context: string; note?: string; noteId: string }) {
  return (
    <Box sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' }, width: { sm: note ? 220 : 'auto' } }}>
      <ButtonLink to={to} label={label} context={context} fullWidth aria-describedby={note ? noteId : undefined} />
      {note && <SmallPrint id={noteId} text={note} sx={{ mt: 1, typography: 'caption', textAlign: { sm: 'center' } }} />}
    </Box>
  );
}

export function RankedList({ block }: BlockProps<RankedListBlock>) {
  const read = useReader();
  const collection = read.declaration(block.collection);
  const groups = listedGroups(read, block);
  const mark = useItemMark();
  const title = shownField(collection, block.show, 'title', PARTS.title)!;
  const text = shownField(collection, block.show, 'text', PARTS.text);
  const rating = shownField(collection, block.show, 'rating', PARTS.rating);
  const image = shownField(collection, block.show, 'image', PARTS.image);
  const facts = block.facts ?? [];
  // One id for the list, taken where the block starts: an id taken deeper, in each entry, would depend on how MUI's components are drawn.
  const listId = useId();
  return (
    <BlockSection heading={block.heading} intro={block.intro && <InlineText text={block.intro} />}>
      <Grouped heading={block.heading} groups={groups}>
        {(entries, level, label) => (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
            {entries.map((entry, i) => {
              const page = itemPath(collection, entry.id);
              const target = actionTarget(block, entries, i, (id) => itemPath(collection, id));
              const highlighted = block.highlight !== undefined && entry[block.highlight.field] === true;
              const shownFacts = facts.filter((fact) => entry[fact.field] !== undefined);
              return (
                <li key={entry.id} {...mark(entry.id)}>
                  <Card variant="outlined" sx={highlighted ? { borderColor: 'secondary.main', borderWidth: 2 } : undefined}>
                    <CardContent
                      sx={{
                        p: { xs: 2.5, md: 3 },
                        display: 'flex',
                        gap: { xs: 2, md: 3 },
                        alignItems: 'flex-start',
                        flexDirection: { xs: 'column', sm: 'row' },
                      }}
                    >
                      {image && entry[image] !== undefined && (
                        <Box
                          sx={{ flexShrink: 0, width: { xs: '100%', sm: 160 }, '& img': { display: 'block', width: '100%', height: 'auto', borderRadius: 2 } }}
                        >
                          <Picture image={entry[image] as ImageValue} place="list" />
                        </Box>
                      )}
                      <Box
                        aria-hidden
                        sx={{
                          flexShrink: 0,
                          width: 44,
                          height: 44,
                          borderRadius: '50%',
                          display: 'grid',
                          placeItems: 'center',
                          fontWeight: 800,
                          bgcolor: highlighted ? 'secondary.main' : 'action.selected',
                          color: highlighted ? 'secondary.contrastText' : 'text.primary',
                        }}
                      >
                        {i + 1}
                      </Box>
                      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                          <Typography component={block.groupBy ? level : 'h3'} variant="h3">
                            {/* An entry with its own page links to it from its title, whatever its button does. */}
                            {page ? (
                              <Link href={page} underline="hover" color="inherit">
                                {entry[title] as string}
                              </Link>
                            ) : (
                              (entry[title] as string)
                            )}
                          </Typography>
                          {highlighted && block.highlight?.badge && (
                            <Chip size="small" color="secondary" label={block.highlight.badge} sx={{ fontWeight: 700 }} />
                          )}
                        </Stack>
                        {rating && entry[rating] !== undefined && (
                          <Box sx={{ mb: 1 }}>
                            <RatingChip value={entry[rating] as number} scale={scaleOf(read.settings, collection, rating)} />
                          </Box>
                        )}
                        {text && entry[text] !== undefined && (
                          <Typography variant="body2" color="text.secondary">
                            <FieldValue collection={collection} field={text} item={entry} />
                          </Typography>
                        )}
                        {shownFacts.length > 0 && (
                          <Box
                            component="dl"
                            sx={{
                              display: 'flex',
                              flexDirection: { xs: 'column', sm: 'row' },
                              flexWrap: 'wrap',
                              columnGap: 3,
                              rowGap: 0.5,
                              m: 0,
                              mt: 1.5,
                              typography: 'body2',
                              '& dt': { fontWeight: 700 },
                              '& dd': { m: 0 },
                            }}
                          >
                            {/* Label and value run on as one line of text, so a long value wraps under its label, not in a narrow column beside it. */}
                            {shownFacts.map((fact) => (
                              <Box key={fact.field} sx={{ '& > dt, & > dd': { display: 'inline' } }}>
                                <dt>{fact.label ?? fieldLabel(collection, fact.field)}:</dt>{' '}
                                <dd>
                                  <FieldValue collection={collection} field={fact.field} item={entry} />
                                </dd>
                              </Box>
                            ))}
                          </Box>
                        )}
                      </Box>
                      {target && block.action && (
                        <ItemAction
                          to={target}
                          label={block.action.label}
                          context={entry[title] as string}
                          note={block.action.note ? (entry[block.action.note] as string | undefined) : undefined}
                          noteId={`${listId}-${label === undefined ? '' : `${headingAnchor(label)}-`}${entry.id}-note`}
                        />
                      )}
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </Box>
        )}
      </Grouped>
      {block.note && <SmallPrint text={block.note} />}
    </BlockSection>
  );
}
