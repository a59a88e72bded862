import { describe, expect, it } from 'vitest';
import { ratingBand, ratingClass, ratingLabel, tableBadge } from '../../src/ui/rating.js';

const labels = { excellent: 'Excellent', veryGood: 'Very Good', good: 'Good', fair: 'Fair' };

describe('ratingLabel', () => {
  it.each([
    [10, 'Excellent'], [9.4, 'Excellent'], [9, 'Excellent'],
    [8.99, 'Very Good'], [8, 'Very Good'],
    [7.99, 'Good'], [7, 'Good'],
    [6.99, 'Fair'], [0, 'Fair'],
  ])('labels %s as %s', (rating, label) => {
    expect(ratingLabel(rating, labels)).toBe(label);
  });

  it('takes its words from the site, not the code', () => {
    expect(ratingLabel(9.2, { ...labels, excellent: 'Outstanding' })).toBe('Outstanding');
    expect(ratingBand(8.1)).toBe('veryGood');
  });
});

describe('ratingClass', () => {
  it.each([[9.4, 'excellent'], [8.4, 'good'], [7.2, 'average'], [6.9, 'poor']])('gives %s the class %s', (rating, cls) => {
    expect(ratingClass(rating)).toBe(cls);
  });
});

describe('tableBadge', () => {
  const badges = { featured: '#1 Choice', top: 'Top {n}' };
  it('gives the featured row its badge wherever it stands', () => {
    expect(tableBadge(1, true, badges)).toBe('#1 Choice');
  });
  it('gives other rows among the first five Top N with their position', () => {
    expect([2, 3, 4, 5].map((n) => tableBadge(n, false, badges))).toEqual(['Top 2', 'Top 3', 'Top 4', 'Top 5']);
    expect(tableBadge(1, false, badges)).toBe('Top 1');
  });
  it('gives rows after the fifth no badge', () => {
    expect(tableBadge(6, false, badges)).toBeUndefined();
  });
});
