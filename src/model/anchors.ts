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
    const id = this.idFor(name, this.used);
    this.used.add(id);
    return id;
  }

  /** The scope, seen by one piece of the page: what it takes, name and id, goes into `log` too, for retake. */
  logged(log: Array<[string, string]>): Pick<AnchorScope, 'take'> {
    return {
      take: (name) => {
        const id = this.take(name);
        log.push([name, id]);
        return id;
      },
    };
  }

  /**
   * Takes the names `taken` lists, in order, if each gets the same id as
   * listed; otherwise takes none and says so. A piece drawn once is shown
   * again only where its anchors come out the same.
   */
  retake(taken: ReadonlyArray<readonly [string, string]>): boolean {
    const added = new Set<string>();
    const used = { has: (id: string) => this.used.has(id) || added.has(id) };
    for (const [name, id] of taken) {
      if (this.idFor(name, used) !== id) return false;
      added.add(id);
    }
    for (const id of added) this.used.add(id);
    return true;
  }

  private idFor(name: string, used: { has(id: string): boolean }): string {
    let id = name;
    for (let n = 2; used.has(id); n++) id = `${name}-${n}`;
    return id;
  }
}

/** The anchor a block heading gets. */
export function headingAnchor(heading: string): string {
  return slug(heading);
}
