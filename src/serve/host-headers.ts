/**
 * The `_headers` file the build writes for Netlify and Cloudflare Pages, read
 * back so the local server sends what those hosts send. A rule is a path
 * pattern at the start of a line (`*` matches anything, `:name` one segment)
 * followed by indented `Name: value` lines; every rule that matches a path
 * applies, and a header two rules set gets both values, as Netlify does.
 */
export interface HeaderRule {
  pattern: RegExp;
  headers: Array<[string, string]>;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: pathPattern(line.trim()), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    // A header before any path, or a line without a name, has nothing to apply to.
    if (rules.length === 0 || colon < 0) continue;
    rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function pathPattern(path: string): RegExp {
  const escaped = path
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:[A-Za-z_]\w*/g, '[^/]+');
  // Rules for another domain (https://example.com/*) match no local path.
  return new RegExp(`^${escaped}$`);
}

/** The headers for a path, in the order the file gives them. */
export function headersFor(rules: HeaderRule[], path: string): Array<[string, string]> {
  const merged = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const seen = merged.get(key);
      merged.set(key, seen ? [seen[0], `${seen[1]}, ${value}`] : [name, value]);
    }
  }
  return [...merged.values()];
}
