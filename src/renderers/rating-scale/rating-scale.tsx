import { useId } from 'react';
import { bandRanges } from '../../model/rating.js';
import type { RatingScaleTable as RatingScaleBlock } from '../../types/site.js';
import { BlockSection } from '../../ui/block-section.js';
import { InlineText } from '../../ui/inline-text.js';
import { Box } from '../../ui/mui.js';
import { SmallPrint } from '../../ui/small-print.js';
import { RatingChip } from '../../ui/rating-chip.js';
import { ScrollTable, textCellClass } from '../../ui/scroll-table.js';
import { tableWidth } from '../../ui/table-width.js';
import { useReader } from '../../ui/site-context.js';
import type { BlockProps } from '../define-block.js';

/** A scale's bands, highest first: each label, coloured as ratings in it are, and the ratings it covers. */
export function RatingScale({ block }: BlockProps<RatingScaleBlock>) {
  const { settings } = useReader();
  const scale = settings.ratingScales![block.scale];
  const captionId = useId();
  const ranges = bandRanges(scale, settings.language);
  const described = ranges.some((band) => band.description);
  const { label, range, description = '' } = block.columns;
  const cards = {
    labels: ['', range, ...(described ? [description] : [])],
    below: tableWidth([
      { heading: label, cells: ranges.map((band) => band.label) },
      { heading: range, cells: ranges.map((band) => band.range), nowrap: true },
      ...(described ? [{ heading: description, cells: ranges.map((band) => band.description ?? '') }] : []),
    ]),
  };
  return (
    <BlockSection heading={block.heading} intro={block.intro && <InlineText text={block.intro} />}>
      {/* A range such as 4.0–4.4 reads as one value: it never breaks at its dash. */}
      <Box sx={{ maxWidth: '52rem', '& td.range': { whiteSpace: 'nowrap' } }}>
        <ScrollTable caption={block.caption} captionId={captionId} columns={described ? 3 : 2} cards={cards}>
          <thead>
            <tr>
              <th scope="col">{label}</th>
              <th scope="col">{range}</th>
              {described && <th scope="col">{description}</th>}
            </tr>
          </thead>
          <tbody>
            {ranges.map((band) => (
              <tr key={band.label}>
                <th scope="row">
                  {/* The label as it appears beside ratings: the band's colour, shown on its lowest rating. */}
                  <RatingChip value={band.from} scale={scale} labelOnly />
                </th>
                <td className="range">{band.range}</td>
                {described && <td className={band.description && textCellClass(band.description)}>{band.description}</td>}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {block.note && <SmallPrint text={block.note} />}
      </Box>
    </BlockSection>
  );
}
