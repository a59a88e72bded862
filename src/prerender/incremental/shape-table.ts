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
   * The CSS of the rules the shapes hold, each once, in the order the pages
   * first use them: pages in site order, each page's rules in its own order,
   * so a rebuild gives the stylesheet a clean build does.
   */
  css(shapes: string[]): string[] {
    const seen = new Set<string>();
    const css: string[] = [];
    for (const shape of shapes) {
      const names = this.shapes.get(shape);
      if (!names) throw new Error(`the rules of a page's shape (${shape}) were not reported`);
      for (const name of names) {
        if (seen.has(name)) continue;
        seen.add(name);
        css.push(this.rules.get(name)!);
      }
    }
    return css;
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
