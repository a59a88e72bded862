/**
 * MUI writes its global class names on every element it draws
 * (`MuiTypography-root MuiTypography-body1 …`), for stylesheets that
 * select by them. Pages are static and carry their own stylesheets, so a
 * name no rule of the page mentions styles nothing and only adds bytes:
 * on a page of tables and cards they were a fifth of the markup. They are
 * dropped from the markup after rendering; the names a rule does mention
 * (`.MuiChip-icon` inside a chip's rule, the theme's `.MuiLink-root`) stay.
 */

/** A MUI global class name, as markup carries it and as a selector names it. */
const MUI_NAME = /Mui[\w-]*/g;

/** The MUI class names a stylesheet mentions. */
export function muiNamesIn(css: string): string[] {
  return css.match(MUI_NAME) ?? [];
}

const ATTRIBUTE = ' class="';

/**
 * Drops from markup the MUI class names that `kept` lacks; an attribute
 * left empty goes too. Only a class attribute inside a start tag is
 * touched: React writes `<` and `"` in text and attribute values escaped, so
 * text that merely reads `class="Mui…"` (a code sample) is never changed.
 * Pages of one shape keep the same names and repeat the same attribute
 * values, so each value is worked out once: splitting every value of every
 * page took a 10,000-page build half a second.
 */
export class UnstyledClasses {
  private readonly values = new Map<string, string>();

  constructor(private readonly kept: ReadonlySet<string>) {}

  drop(html: string): string {
    let out = '';
    let from = 0;
    for (let at = html.indexOf(ATTRIBUTE); at >= 0; ) {
      const start = at + ATTRIBUTE.length;
      const end = html.indexOf('"', start);
      if (end < 0) break;
      const value = html.slice(start, end);
      if (value.includes('Mui') && html.lastIndexOf('<', at) > html.lastIndexOf('>', at)) {
        const names = this.value(value);
        // An attribute left empty goes whole, with the space before it.
        out += names !== '' ? `${html.slice(from, start)}${names}` : html.slice(from, at);
        from = names !== '' ? end : end + 1;
      }
      at = html.indexOf(ATTRIBUTE, end);
    }
    return from === 0 ? html : out + html.slice(from);
  }

  private value(value: string): string {
    let names = this.values.get(value);
    if (names === undefined) {
      names = value
        .split(' ')
        .filter((name) => !name.startsWith('Mui') || this.kept.has(name))
        .join(' ');
      this.values.set(value, names);
    }
    return names;
  }
}

/** The markup without the MUI class names that `kept` lacks (UnstyledClasses, once). */
export function dropUnstyledClasses(html: string, kept: ReadonlySet<string>): string {
  return new UnstyledClasses(kept).drop(html);
}
