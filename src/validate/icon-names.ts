import { isMaterialIcon, materialIconNames } from '../material-icons.js';
import { suggestion } from './suggest.js';

/** The PascalCase name Google's icon font writes in snake case (calendar_month → CalendarMonth). */
const pascal = (name: string) => name.replace(/(^|[_\s-]+)([a-z0-9])/g, (_, _sep, c: string) => c.toUpperCase());

/**
 * What is wrong with an icon's name, if anything: not a Material icon, with
 * the name it was probably meant to be. The list of ten thousand names is
 * read only when a name is not one.
 */
export function iconProblem(name: string): string | undefined {
  if (isMaterialIcon(name)) return undefined;
  const written = pascal(name);
  const near = written !== name && isMaterialIcon(written) ? `; did you mean '${written}'?` : suggestion(name, materialIconNames());
  return `'${name}' is not a Material icon${near || '; see the names at fonts.google.com/icons, written in PascalCase, e.g. CalendarMonth'}`;
}
