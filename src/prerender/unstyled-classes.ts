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

/**
 * An element's class attribute, as React writes it: inside a start tag,
 * whose attribute values never hold a raw `<` or `"`. Text never holds a
 * raw `<`, so text that merely reads `class="Mui…"` (a code sample) is
 * never matched.
 */
const CLASS_ATTRIBUTE = /(<[a-zA-Z][^<>]*?\sclass=")([^"]*)"/g;

/** The markup without the MUI class names that `kept` lacks; an attribute left empty goes too. */
export function dropUnstyledClasses(html: string, kept: ReadonlySet<string>): string {
  return html.replace(CLASS_ATTRIBUTE, (whole, start: string, value: string) => {
    if (!value.includes('Mui')) return whole;
    const names = value.split(' ').filter((name) => !name.startsWith('Mui') || kept.has(name));
    if (names.length > 0) return `${start}${names.join(' ')}"`;
    // The attribute and the space before it go: ` class="` is the end of `start`.
    return start.slice(0, -' class="'.length);
  });
}
