import { describe, expect, it } from 'vitest';
import { rankBadge, ratingBand } from '../../src/model/rating.js';
import type { RatingScale } from '../../src/types/site.js';

const outOfTen: RatingScale = {
  max: 10,
  bands: [
    { from: 9, label: 'Excellent' },
    { from: 8, label: 'Very Good' },
    { from: 7, label: 'Good' },
    { from: 0, label: 'Fair' },
  ],
};

describe('ratingBand', () => {
  it.each([
    [10, 'Excellent'],
    [9.4, 'Excellent'],
    [9, 'Excellent'],
    [8.99, 'Very Good'],
    [8, 'Very Good'],
    [7.99, 'Good'],
    [7, 'Good'],
    [6.99, 'Fair'],
    [0, 'Fair'],
  ])('labels %s as %s: each band runs from its start up to the next, so no rating falls between bands', (rating, label) => {
    expect(ratingBand(outOfTen, rating)?.label).toBe(label);
  });

  it('colours bands by position unless a band names its colour', () => {
    expect([9.4, 8.4, 7.2, 6.9].map((r) => ratingBand(outOfTen, r)?.tone)).toEqual(['excellent', 'good', 'average', 'poor']);
    const six: RatingScale = { max: 5, bands: [4.5, 3.5, 2.5, 1.5, 0.5, 0].map((from, i) => ({ from, label: `band ${i}` })) };
    expect(ratingBand(six, 0.2)?.tone).toBe('poor');
    expect(ratingBand({ max: 5, bands: [{ from: 0, label: 'Any', tone: 'good' }] }, 1)?.tone).toBe('good');
  });

  it('gives a scale without bands no label', () => {
    expect(ratingBand({ max: 5 }, 4)).toBeUndefined();
  });
});

describe('rankBadge', () => {
  const highlight = { badge: '#1 Choice' };
  const top = { count: 5, label: 'Top {n}' };
  it('gives a highlighted item its badge wherever it stands', () => {
    expect(rankBadge(1, true, highlight, top)).toBe('#1 Choice');
    expect(rankBadge(7, true, highlight, top)).toBe('#1 Choice');
  });
  it('gives other items among the first N the top label with their position', () => {
    expect([2, 3, 4, 5].map((n) => rankBadge(n, false, highlight, top))).toEqual(['Top 2', 'Top 3', 'Top 4', 'Top 5']);
  });
  it('gives items after the Nth, or every item without top badges, no badge', () => {
    expect(rankBadge(6, false, highlight, top)).toBeUndefined();
    expect(rankBadge(2, false, highlight)).toBeUndefined();
  });
});
