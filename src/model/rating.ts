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

/**
 * Each band with the ratings it covers, as written on its scale: '9.0–10.0',
 * then '8.0–8.9'. Ratings are given to the scale's decimals, so a band ends
 * one step below the next one's start and the ranges leave no gap.
 */
export function bandRanges(scale: RatingScale, language: string): Array<{ label: string; tone: Tone; from: number; range: string; description?: string }> {
  const decimals = scale.decimals ?? 1;
  const step = 10 ** -decimals;
  const format = (value: number) => new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  const bands = scale.bands ?? [];
  return bands.map((band, i) => {
    const upper = i === 0 ? scale.max : bands[i - 1].from - step;
    return {
      label: band.label,
      tone: ratingBand(scale, band.from)!.tone,
      from: band.from,
      range: `${format(band.from)}–${format(upper)}`,
      ...(band.description && { description: band.description }),
    };
  });
}
