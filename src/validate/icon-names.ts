import { withFix, type Said } from '../problem.js';
import { UnknownIcon } from '../problem-catalogue.js';
import { isMaterialIcon, materialIconNames } from '../material-icons.js';
import { fixTo } from './suggest.js';

/** The PascalCase name Google's icon font writes in snake case (calendar_month → CalendarMonth). */
const pascal = (name: string) => name.replace(/(^|[_\s-]+)([a-z0-9])/g, (_, _sep, c: string) => c.toUpperCase());

/**
 * What is wrong with an icon's name, if anything: not a Material icon, with
 * the name it was probably meant to be, also as the fix that writes it. The
 * list of ten thousand names is read only when a name is not one.
 */
export function iconProblem(name: string): Said | undefined {
  if (isMaterialIcon(name)) return undefined;
  const written = pascal(name);
  const fix = written !== name && isMaterialIcon(written) ? { to: written } : fixTo(name, materialIconNames());
  const hint = fix ? `; did you mean '${fix.to}'?` : '; see the names at fonts.google.com/icons, written in PascalCase, e.g. CalendarMonth';
  return withFix(UnknownIcon(name, hint), fix);
}
