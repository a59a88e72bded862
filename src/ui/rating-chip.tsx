import { ratingBand } from '../model/rating.js';
import { formatRating } from '../model/format.js';
import type { RatingScale } from '../types/site.js';
import { Box } from './mui.js';
import { useReader } from './site-context.js';

const COLORS = {
  excellent: 'success.main',
  good: 'primary.main',
  average: 'warning.main',
  poor: 'text.secondary',
} as const;

/**
 * Stars filled in proportion to the rating, with the number beside them in
 * small type: 4.5 and 4.6 fill the stars alike. The scale after the number
 * is there for screen readers.
 */
function Stars({ value, scale, number }: { value: number; scale: RatingScale; number: string }) {
  const min = scale.min ?? 0;
  const filled = Math.round(((value - min) / (scale.max - min)) * 1000) / 10;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.5 }}>
      <Box component="span" aria-hidden sx={{ position: 'relative', display: 'inline-block', fontSize: '1.05rem', letterSpacing: '0.05em', lineHeight: 1 }}>
        <Box component="span" sx={{ color: 'divider' }}>
          ★★★★★
        </Box>
        <Box component="span" sx={{ position: 'absolute', inset: 0, overflow: 'hidden', whiteSpace: 'nowrap', color: 'warning.main', width: `${filled}%` }}>
          ★★★★★
        </Box>
      </Box>
      <Box component="span" sx={{ fontSize: '0.8rem', fontWeight: 650, color: 'text.secondary' }}>
        {number}
        <span className="visually-hidden">{scale.suffix ?? `/${scale.max}`}</span>
      </Box>
    </Box>
  );
}

/**
 * A rating on its scale, '9.4/10 Excellent' or stars, coloured by its band;
 * with labelOnly, just the coloured label. The rating and its label each
 * keep to one line, and the label goes under the rating when a narrow table
 * cell has no room for both side by side.
 */
export function RatingChip({ value, scale, labelOnly = false }: { value: number; scale: RatingScale; labelOnly?: boolean }) {
  const { language } = useReader().settings;
  const band = ratingBand(scale, value);
  const number = formatRating(value, scale, language);
  const showLabel = band !== undefined && (labelOnly || scale.showLabel !== false);
  return (
    <Box
      component="span"
      className={`rating${band ? ` rating-${band.tone}` : ''}`}
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.75, rowGap: 0.25, '& > *': { whiteSpace: 'nowrap' } }}
    >
      {labelOnly ? null : scale.style === 'stars' ? (
        <Stars value={value} scale={scale} number={number} />
      ) : (
        <Box component="strong" sx={{ fontSize: '1.1rem', color: 'text.primary' }}>
          {number}
          {scale.suffix && (
            <Box component="span" sx={{ fontWeight: 500, fontSize: '0.85rem', color: 'text.secondary' }}>
              {scale.suffix}
            </Box>
          )}
        </Box>
      )}
      {showLabel && (
        <Box component="span" sx={{ fontSize: '0.8rem', fontWeight: 700, color: COLORS[band.tone] }}>
          {band.label}
        </Box>
      )}
    </Box>
  );
}
