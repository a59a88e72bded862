import { describe, expect, it } from 'vitest';
import { ShapeTable } from '../../src/prerender/incremental/shape-table.js';

/** A table of the shapes given, as pages report them the first time a thread draws one. */
function table(shapes: Record<string, string[]>): ShapeTable {
  const t = new ShapeTable(undefined);
  t.add(Object.entries(shapes).map(([shape, names]) => ({ shape, shapeRules: names.map((name) => [name, `.${name}{}`] as [string, string]) })));
  return t;
}

describe('the split of the pages’ rules between the site stylesheet and the pages', () => {
  it('puts a rule more than one page uses in the stylesheet, once, in the order pages first use it, and a rule one page uses in that page alone', () => {
    const t = table({ home: ['a', 'hero', 'b'], list: ['b', 'a', 'table'], about: ['a', 'quote'] });
    const { shared, own } = t.split(['home', 'list', 'about']);
    expect(shared).toEqual(['.a{}', '.b{}']);
    expect(Object.fromEntries(own)).toEqual({ home: ['.hero{}'], list: ['.table{}'], about: ['.quote{}'] });
  });

  it('counts pages, not shapes: the rules of a shape two pages have are shared', () => {
    const t = table({ post: ['a', 'byline'], home: ['a', 'hero'] });
    const { shared, own } = t.split(['home', 'post', 'post']);
    expect(shared).toEqual(['.a{}', '.byline{}']);
    expect([...own.keys()]).toEqual(['home']);
  });

  it('gives the stylesheet a rebuild makes the content a clean build gives, whichever build reported a shape', () => {
    const clean = table({ home: ['a', 'hero'], list: ['a', 'b'], more: ['b'] });
    const rebuilt = new ShapeTable({ styles: { sheet: '', ...clean.record([{ shape: 'home' }, { shape: 'list' }]) } } as never);
    rebuilt.add([{ shape: 'more', shapeRules: [['b', '.b{}']] }]);
    expect(rebuilt.split(['home', 'list', 'more'])).toEqual(clean.split(['home', 'list', 'more']));
  });

  it('says which shape was never reported rather than leaving its rules out', () => {
    expect(() => table({ home: ['a'] }).split(['home', 'lost'])).toThrow(/\(lost\) were not reported/);
  });
});
