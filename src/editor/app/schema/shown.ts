/**
 * Which entries of its collection a block shows, as their indexes in the
 * order it shows them: every entry, or the first `limit`. A filter or
 * grouping a block names belongs here too, so the form lists what the page
 * lists.
 */
export function shownEntries(block: unknown, items: unknown[]): number[] {
  const limit = (block as { limit?: unknown } | undefined)?.limit;
  const all = items.map((_, i) => i);
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 0 ? all.slice(0, limit) : all;
}
