import type { Manifest, PageFile, StylesRecord } from './build-cache.js';

/** What a page written this build reports of its own rules (render-site.tsx WrittenPage). */
interface ReportedShape {
  shape: string;
  shapeRules?: Array<[string, string]>;
}

/**
 * The rules of every page's shape (render-page.ts Shape), from which the
 * site stylesheet is made: those the last build recorded, for the pages it
 * keeps, and those the threads report as they draw pages. Each rule is held
 * once by its class name, which Emotion derives from its CSS.
 */
export class ShapeTable {
  private readonly shapes: Map<string, string[]>;
  private readonly rules: Map<string, string>;

  constructor(last: Manifest | undefined) {
    this.shapes = new Map(Object.entries(last?.styles.shapes ?? {}));
    this.rules = new Map(Object.entries(last?.styles.rules ?? {}));
  }

  add(written: ReportedShape[]): void {
    for (const { shape, shapeRules } of written) {
      if (!shapeRules || this.shapes.has(shape)) continue;
      this.shapes.set(
        shape,
        shapeRules.map(([name]) => name),
      );
      for (const [name, css] of shapeRules) this.rules.set(name, css);
    }
  }

  /**
   * The pages' rules, split by how many pages use them (shapes: each
   * page's, in site order). A rule more than one page uses goes in the site
   * stylesheet, each once, in the order the pages first use them: pages in
   * site order, each page's rules in its own order, so a rebuild gives the
   * stylesheet a clean build does. A rule only one page uses is written
   * into that page instead, so a visitor's browser fetches it only with the
   * page that needs it: on the first site such rules were a third of the
   * stylesheet. The page carries them after its link to the site's, in its
   * own order. Only a page whose look hung on the order of its rules would
   * look different for it, and the test of every route (tests/e2e/cascade.ts)
   * shows none does. What a page carries depends only on its shape and on
   * what the site stylesheet holds, so a page kept from a build that wrote
   * the same stylesheet carries the right rules.
   */
  split(shapes: string[]): { shared: string[]; own: Map<string, string[]> } {
    const users = new Map<string, number>();
    for (const shape of shapes) for (const name of this.namesOf(shape)) users.set(name, (users.get(name) ?? 0) + 1);
    const seen = new Set<string>();
    const shared: string[] = [];
    const own = new Map<string, string[]>();
    for (const shape of shapes) {
      const names = this.namesOf(shape);
      const alone = names.filter((name) => users.get(name) === 1);
      if (alone.length > 0)
        own.set(
          shape,
          alone.map((name) => this.rules.get(name)!),
        );
      for (const name of names) {
        if (seen.has(name) || users.get(name) === 1) continue;
        seen.add(name);
        shared.push(this.rules.get(name)!);
      }
    }
    return { shared, own };
  }

  private namesOf(shape: string): string[] {
    const names = this.shapes.get(shape);
    if (!names) throw new Error(`the rules of a page's shape (${shape}) were not reported`);
    return names;
  }

  /** The record for the next build: only the shapes these pages have, and their rules. */
  record(pages: Iterable<Pick<PageFile, 'shape'>>): Pick<StylesRecord, 'shapes' | 'rules'> {
    const shapes: StylesRecord['shapes'] = {};
    const rules: StylesRecord['rules'] = {};
    for (const { shape } of pages) {
      if (Object.hasOwn(shapes, shape)) continue;
      const names = this.shapes.get(shape)!;
      shapes[shape] = names;
      for (const name of names) rules[name] = this.rules.get(name)!;
    }
    return { shapes, rules };
  }
}
