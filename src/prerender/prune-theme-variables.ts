/**
 * MUI's CSS-variables theme declares every variable it has on every page:
 * its palette, shadow, opacity and z-index variables, in the light scheme
 * and again in the dark one. A page's rules use a small share of them.
 * This keeps the variables a page's rules reference, directly or through
 * another variable's value, and drops the rest.
 */
const DECLARATION = /(--mui-[\w-]+):([^;}]*);?/g;
const REFERENCE = /var\((--mui-[\w-]+)/g;

export function pruneThemeVariables(css: string, declaredElsewhere: ReadonlySet<string> = new Set()): string {
  const values = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(DECLARATION)) values.set(name, [...(values.get(name) ?? []), value]);
  const used = new Set<string>();
  const queue = [...css.replace(DECLARATION, '').matchAll(REFERENCE)].map((m) => m[1]);
  while (queue.length > 0) {
    const name = queue.pop()!;
    // A variable the shared stylesheet declares is declared there, with every variable its value refers to.
    if (used.has(name) || declaredElsewhere.has(name)) continue;
    used.add(name);
    for (const value of values.get(name) ?? []) for (const [, ref] of value.matchAll(REFERENCE)) queue.push(ref);
  }
  return css.replace(DECLARATION, (declaration, name: string) => (used.has(name) ? declaration : '')).replace(/:root\{\}/g, '');
}

/** The theme variables a stylesheet declares. */
export function declaredVariables(css: string): Set<string> {
  return new Set([...css.matchAll(DECLARATION)].map((m) => m[1]));
}
