/** The absolute URL of a site path, from the site's base URL. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}
