import type { RatingScale } from '../types/site.js';

export type Tone = 'excellent' | 'good' | 'average' | 'poor';
const TONES: Tone[] = ['excellent', 'good', 'average', 'poor'];

/**
 * The band a rating falls in: the first band, highest first, that it
 * reaches. Bands are declared by where they start, so they cannot leave a
 * gap. A band's colour defaults by position: the first is excellent, the
 * fourth and later poor.
 */
export function ratingBand(scale: RatingScale, value: number): { label: string; tone: Tone } | undefined {
  const bands = scale.bands ?? [];
  const i = bands.findIndex((band) => value >= band.from);
  if (i < 0) return undefined;
  return { label: bands[i].label, tone: bands[i].tone ?? TONES[Math.min(i, TONES.length - 1)] };
}

/**
 * The badge beside a listed item: the highlight's badge on a highlighted
 * item; on other items among the first `top.count`, the top label with {n}
 * as the 1-based position; otherwise none.
 */
export function rankBadge(position: number, highlighted: boolean, highlight?: { badge?: string }, top?: { count: number; label: string }): string | undefined {
  if (highlighted) return highlight?.badge;
  if (top && position <= top.count) return top.label.replace('{n}', String(position));
  return undefined;
}
