/** The four bands of a rating out of 10 (SPEC §4): 9, 8 and 7 are the thresholds. */
export type RatingBand = 'excellent' | 'veryGood' | 'good' | 'fair';

export function ratingBand(rating: number): RatingBand {
  if (rating >= 9) return 'excellent';
  if (rating >= 8) return 'veryGood';
  if (rating >= 7) return 'good';
  return 'fair';
}

/** The label shown beside a rating; the words come from settings.ratingLabels. */
export function ratingLabel(rating: number, labels: Record<RatingBand, string>): string {
  return labels[ratingBand(rating)];
}

export type RatingClass = 'excellent' | 'good' | 'average' | 'poor';

/** SPEC §4: colour classes follow the same four bands. */
export function ratingClass(rating: number): RatingClass {
  const classes: Record<RatingBand, RatingClass> = { excellent: 'excellent', veryGood: 'good', good: 'average', fair: 'poor' };
  return classes[ratingBand(rating)];
}

/**
 * SPEC §4: the featured row shows the featured badge; other rows among the
 * first five show the top badge with {n} as the 1-based position; the rest none.
 */
export function tableBadge(position: number, featured: boolean, labels: { featured: string; top: string }): string | undefined {
  if (featured) return labels.featured;
  if (position <= 5) return labels.top.replace('{n}', String(position));
  return undefined;
}
