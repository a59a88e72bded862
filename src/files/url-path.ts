/**
 * The one reading of a request's path that the editor, the dev server's
 * site routes and `npm run serve` share: each decides whether a request may
 * be answered on the very path it then serves, so a path cannot pass the
 * check in one form and reach a file in another (`/images//../site.yaml`).
 * Percent-escapes are decoded a segment at a time, empty and `.` segments
 * dropped and `..` taken back a segment, as nginx does; a path that climbs
 * above the root, cannot be decoded, or hides a slash, backslash or NUL in an
 * escape is refused (400).
 */
export type UrlPath =
  | {
      /** The decoded segments, none empty, `.` or `..`. */
      segments: string[];
      /** The normalised path, `/` + segments joined, with the trailing slash the request had. */
      path: string;
      trailingSlash: boolean;
      /** The request held `.` or `..` segments, which no browser sends: servers that do not normalise as nginx does refuse it. */
      dotSegments: boolean;
    }
  | { error: string };

export function parseUrlPath(url: string): UrlPath {
  const raw = url.split(/[?#]/, 1)[0];
  if (!raw.startsWith('/')) return { error: 'the path must start with /' };
  const segments: string[] = [];
  const parts = raw.split('/');
  let dotSegments = false;
  for (const part of parts) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return { error: `'${part}' is not a valid percent-encoding` };
    }
    if (/[/\\\0]/.test(segment)) return { error: 'an escaped slash, backslash or NUL in a path is refused' };
    if (segment === '.' || segment === '..') dotSegments = true;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return { error: 'the path climbs above the root' };
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const last = parts.at(-1);
  const trailingSlash = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return { segments, path: `/${segments.join('/')}${trailingSlash ? '/' : ''}`, trailingSlash, dotSegments };
}
