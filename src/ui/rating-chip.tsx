import { Box } from './mui.js';
import { ratingClass, ratingLabel } from './rating.js';
import { useSite } from './site-context.js';

const COLORS = {
  excellent: 'success.main',
  good: 'primary.main',
  average: 'warning.main',
  poor: 'text.secondary',
} as const;

/** '9.4/10 Excellent', coloured by band (SPEC §4). */
export function RatingChip({ rating, scale }: { rating: number; scale?: string }) {
  const labels = useSite().settings.ratingLabels;
  const cls = ratingClass(rating);
  return (
    <Box component="span" className={`rating rating-${cls}`} sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75, whiteSpace: 'nowrap' }}>
      <Box component="strong" sx={{ fontSize: '1.1rem', color: 'text.primary' }}>
        {rating.toFixed(1)}
        {scale && <Box component="span" sx={{ fontWeight: 500, fontSize: '0.85rem', color: 'text.secondary' }}>{scale}</Box>}
      </Box>
      <Box component="span" sx={{ fontSize: '0.8rem', fontWeight: 700, color: COLORS[cls] }}>
        {ratingLabel(rating, labels)}
      </Box>
    </Box>
  );
}
