import { slug } from '../markup/slug.js';

/** Ids the page shell uses, which no block anchor may take. */
const SHELL_IDS = ['main', 'site-footer'];

/**
 * Gives each anchor on a page a unique id, in the order the page renders
 * them: a repeated name gets -2, -3, as headings do in most documentation
 * tools. Rendering and validation both use it, so a link's #fragment is
 * checked against the ids the page will really have.
 */
export class AnchorScope {
  private readonly used = new Set(SHELL_IDS);

  take(name: string): string {
    let id = name;
    for (let n = 2; this.used.has(id); n++) id = `${name}-${n}`;
    this.used.add(id);
    return id;
  }
}

/** The anchor a block heading gets. */
export function headingAnchor(heading: string): string {
  return slug(heading);
}
