import { describe, expect, it } from 'vitest';
import { PLACES, srcsetFor, widestDrawn } from '../../src/model/pictures.js';
import { cardSizes } from '../../src/renderers/card-grid/shape.js';

const LADDER = [320, 640, 960, 1280, 1920];
const srcset = LADDER.map((w) => `/images/view-0123abcd-${w}.avif ${w}w`).join(', ');
const widths = (list: string) => list.split(', ').map((entry) => Number(entry.split(' ')[1].slice(0, -1)));

describe('the widths a place lists of a picture', () => {
  it('reads the widest each place draws a picture, a viewport width counted at the next wider breakpoint', () => {
    expect(widestDrawn(PLACES.hero.sizes)).toBe(1200);
    expect(widestDrawn(PLACES.card.sizes)).toBe(600);
    expect(widestDrawn(PLACES.portrait.sizes)).toBe(240);
    expect(widestDrawn(PLACES.thumb.sizes)).toBe(96);
    // A three-column grid of landscape cards: a phone's single column is the widest.
    expect(widestDrawn(cardSizes(3, 'landscape', { width: 2000, height: 1333 }))).toBe(568);
  });

  it('lists every width up to twice the widest drawing, and the first above it', () => {
    expect(widths(srcsetFor(srcset, PLACES.hero.sizes))).toEqual(LADDER);
    expect(widths(srcsetFor(srcset, PLACES.card.sizes))).toEqual([320, 640, 960, 1280]);
    expect(widths(srcsetFor(srcset, PLACES.portrait.sizes))).toEqual([320, 640]);
    expect(widths(srcsetFor(srcset, PLACES.thumb.sizes))).toEqual([320]);
    // A picture narrower than a place needs keeps all it has.
    expect(srcsetFor('/images/a-0123abcd-800.avif 800w', PLACES.hero.sizes)).toBe('/images/a-0123abcd-800.avif 800w');
  });

  it('keeps every width when the sizes say a drawing with no bound, or in a form it does not read', () => {
    for (const sizes of ['100vw', '(min-width: 1200px) 50vw, 300px', '(max-width: 600px) 100vw, 50vw', 'min(100vw, 40em)'])
      expect(srcsetFor(srcset, sizes), sizes).toBe(srcset);
  });
});
