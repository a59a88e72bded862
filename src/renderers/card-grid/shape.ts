import type { CardGrid } from '../../types/site.js';

export type Shape = NonNullable<CardGrid['imageShape']>;

/** Each shape's height over its width; original has none, so each picture keeps its own. */
const SHAPE_RATIO: Record<Shape, number | undefined> = { landscape: 10 / 16, square: 1, portrait: 5 / 4, original: undefined };

/** The CSS aspect-ratio of a shape. */
export const shapeAspect = (shape: Shape): string | undefined => ({ landscape: '16 / 10', square: '1 / 1', portrait: '4 / 5', original: undefined })[shape];

// The page's content column (MUI Container lg: 1200 px less 24 px padding a
// side; 16 px a side below 600 px) and the grid's gap (card-grid.tsx).
const WIDEST = 1152;
const PAD = { xs: 32, sm: 48 };
const GAP = 24;

/** One column's width in a grid of n columns, as a CSS length. */
function column(n: number, pad: number, scale: number): string {
  const gaps = pad + GAP * (n - 1);
  const factor = Number((scale / n).toFixed(4));
  if (factor === 1) return `calc(100vw - ${gaps}px)`;
  return scale === 1 ? `calc((100vw - ${gaps}px) / ${n})` : `calc((100vw - ${gaps}px) * ${factor})`;
}

/**
 * The sizes attribute of a card's picture: the width of a card in a grid of
 * `columns` (one column on a phone, at most two from 600 px), times how much
 * wider than the card a picture filling its shape is drawn: a landscape
 * picture in a square frame is as tall as the card, so wider than it.
 */
export function cardSizes(columns: number, shape: Shape, size: { width: number; height: number }): string {
  const frame = SHAPE_RATIO[shape];
  const own = size.height / size.width;
  const scale = frame !== undefined && frame > own ? frame / own : 1;
  const widest = Math.round(((WIDEST - GAP * (columns - 1)) / columns) * scale);
  return [
    `(min-width: 1200px) ${widest}px`,
    `(min-width: 900px) ${column(columns, PAD.sm, scale)}`,
    `(min-width: 600px) ${column(Math.min(columns, 2), PAD.sm, scale)}`,
    column(1, PAD.xs, scale),
  ].join(', ');
}
