import { slug } from '../markup/slug.js';

/** The ids of the header button's note, beside the header's button and in the phone menu. */
export const HEADER_NOTE_ID = 'header-button-note';
export const MENU_NOTE_ID = 'menu-button-note';

/** Ids the page shell uses, which no block anchor may take. */
const SHELL_IDS = ['main', 'site-footer', HEADER_NOTE_ID, MENU_NOTE_ID];

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
