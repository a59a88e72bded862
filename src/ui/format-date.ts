const formatters = new Map<string, Intl.DateTimeFormat>();

/** '2025-01-15' → 'January 15, 2025' in the site's language, independent of the build machine's time zone. */
export function formatDate(isoDate: string, language: string): string {
  let format = formatters.get(language);
  if (!format) formatters.set(language, (format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' })));
  const [year, month, day] = isoDate.split('-').map(Number);
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}
