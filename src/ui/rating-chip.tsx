import { ratingBand } from '../model/rating.js';
import { formatRating } from '../model/format.js';
import type { RatingScale } from '../types/site.js';
import { Box } from './mui.js';
import { useSite } from './site-context.js';

const COLORS = {
  excellent: 'success.main',
  good: 'primary.main',
  average: 'warning.main',
  poor: 'text.secondary',
} as const;

/** Stars filled in proportion to the rating; the number is there for screen readers. */
function Stars({ value, scale, text }: { value: number; scale: RatingScale; text: string }) {
  const min = scale.min ?? 0;
  const filled = Math.round(((value - min) / (scale.max - min)) * 1000) / 10;
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-block', fontSize: '1.05rem', letterSpacing: '0.05em', lineHeight: 1 }}>
      <Box component="span" aria-hidden sx={{ color: 'divider' }}>★★★★★</Box>
      <Box component="span" aria-hidden sx={{ position: 'absolute', inset: 0, overflow: 'hidden', whiteSpace: 'nowrap', color: 'warning.main', width: `${filled}%` }}>★★★★★</Box>
      <span className="visually-hidden">{text}</span>
    </Box>
  );
}

/** A rating on its scale, '9.4/10 Excellent' or stars, coloured by its band; with labelOnly, just the coloured label. */
export function RatingChip({ value, scale, labelOnly = false }: { value: number; scale: RatingScale; labelOnly?: boolean }) {
  const { language } = useSite().settings;
  const band = ratingBand(scale, value);
  const number = formatRating(value, scale, language);
  const showLabel = band !== undefined && (labelOnly || scale.showLabel !== false);
  return (
    <Box component="span" className={`rating${band ? ` rating-${band.tone}` : ''}`} sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75, whiteSpace: 'nowrap' }}>
      {labelOnly ? null : scale.style === 'stars' ? (
        <Stars value={value} scale={scale} text={`${number}${scale.suffix ?? `/${scale.max}`}`} />
      ) : (
        <Box component="strong" sx={{ fontSize: '1.1rem', color: 'text.primary' }}>
          {number}
          {scale.suffix && <Box component="span" sx={{ fontWeight: 500, fontSize: '0.85rem', color: 'text.secondary' }}>{scale.suffix}</Box>}
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
