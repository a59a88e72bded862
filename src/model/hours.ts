import type { Site } from '../types/site.js';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Day = (typeof DAYS)[number];
type Hours = NonNullable<NonNullable<Site['settings']['organization']>['openingHours']>;

/** Each day of the week, Monday first, with its opening ranges in order; an empty list is a closed day. */
export function weekOf(hours: Hours): Array<{ day: Day; ranges: Array<{ opens: string; closes: string }> }> {
  return DAYS.map((day) => ({
    day,
    ranges: hours
      .filter((entry) => entry.days.includes(day))
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => a.opens.localeCompare(b.opens)),
  }));
}

/** A day's name in the site's language, from a known Monday (1 January 2024). */
export function dayName(day: Day, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + DAYS.indexOf(day))));
}

/** '08:30' as the site's language writes a time of day. */
export function timeOfDay(time: string, language: string): string {
  const [h, m] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1, h, m)));
}
