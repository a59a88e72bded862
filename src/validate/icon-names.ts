import { withFix, type Said } from '../problem.js';
import { UnknownIcon } from '../problem-catalogue.js';
import { isMaterialIcon, materialIconNames } from '../material-icons.js';
import { fixTo, suggestion } from './suggest.js';

/** The PascalCase name Google's icon font writes in snake case (calendar_month → CalendarMonth). */
const pascal = (name: string) => name.replace(/(^|[_\s-]+)([a-z0-9])/g, (_, _sep, c: string) => c.toUpperCase());

/**
 * What is wrong with an icon's name, if anything: not a Material icon, with
 * the name it was probably meant to be. The list of ten thousand names is
 * read only when a name is not one.
 */
export function iconProblem(name: string): Said | undefined {
  if (isMaterialIcon(name)) return undefined;
  const written = pascal(name);
  const cased = written !== name && isMaterialIcon(written);
  const near = cased ? `; did you mean '${written}'?` : suggestion(name, materialIconNames());
  const said = UnknownIcon(name, near || '; see the names at fonts.google.com/icons, written in PascalCase, e.g. CalendarMonth');
  return withFix(said, cased ? { to: written } : fixTo(name, materialIconNames()));
}
