import { Box, Card, CardContent, Chip, Stack, Typography } from '../../ui/mui.js';
import { InlineText } from '../../ui/inline-text.js';
import { useSite } from '../../ui/site-context.js';
import { ButtonLink } from '../../ui/smart-link.js';
import type { LoveStyleTest, PersonalityTest, RankedList as RankedListBlock } from '../../types/site.js';
import { BlockSection } from '../../ui/block-section.js';
import { RatingChip } from '../../ui/rating-chip.js';
import type { BlockProps } from '../types.js';

type Entry = Partial<PersonalityTest> & LoveStyleTest;

/**
 * actionFor 'featured': only the first entry flagged featured gets the button.
 * actionFor 'linked': every entry with a url gets it.
 */
export function actionTarget(entries: Entry[], index: number, actionFor: RankedListBlock['actionFor']): string | undefined {
  const entry = entries[index];
  if (!entry.url) return undefined;
  if (actionFor === 'linked') return entry.url;
  return entries.findIndex((e) => e.featured === true) === index ? entry.url : undefined;
}

export function RankedList({ block }: BlockProps<RankedListBlock>) {
  const entries: Entry[] = useSite().collections[block.collection] ?? [];
  return (
    <BlockSection heading={block.heading} intro={block.intro && <InlineText text={block.intro} />}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
        {entries.map((entry, i) => {
          const target = actionTarget(entries, i, block.actionFor);
          const facts = [
            entry.price && block.labels?.price ? [block.labels.price, entry.price] : undefined,
            entry.accuracy && block.labels?.accuracy ? [block.labels.accuracy, entry.accuracy] : undefined,
          ].filter((f): f is [string, string] => f !== undefined);
          return (
            <li key={entry.id}>
              <Card variant="outlined" sx={entry.featured ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
                <CardContent sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', gap: { xs: 2, md: 3 }, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
                  <Box aria-hidden sx={{ flexShrink: 0, width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', fontWeight: 800, bgcolor: entry.featured ? 'primary.main' : 'action.selected', color: entry.featured ? 'primary.contrastText' : 'text.primary' }}>
                    {i + 1}
                  </Box>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                      <Typography component="h3" variant="h3">{entry.name}</Typography>
                      {entry.featured && block.labels?.featured && <Chip size="small" color="primary" label={block.labels.featured} sx={{ fontWeight: 700 }} />}
                    </Stack>
                    <Box sx={{ mb: 1 }}>
                      <RatingChip rating={entry.rating} scale={block.ratingScale} />
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      <InlineText text={entry.description} />
                    </Typography>
                    {facts.length > 0 && (
                      <Box component="dl" sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, columnGap: 3, rowGap: 0.5, m: 0, mt: 1.5, typography: 'body2', '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}>
                        {facts.map(([label, value]) => (
                          <Box key={label} sx={{ display: 'flex', gap: 0.75 }}>
                            <dt>{label}:</dt>
                            <dd>{value}</dd>
                          </Box>
                        ))}
                      </Box>
                    )}
                  </Box>
                  {target && (
                    <Box sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}>
                      <ButtonLink to={target} label={block.actionLabel} fullWidth />
                    </Box>
                  )}
                </CardContent>
              </Card>
            </li>
          );
        })}
      </Box>
    </BlockSection>
  );
}
