import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PACKAGE_ROOT } from './package-root.js';
import { PACKED, packedPath } from './packed.js';
import { Memo } from './memo.js';

/**
 * Material icons by name (`CalendarMonth`, `RestaurantMenu`, `LocalCafeOutlined`),
 * as @mui/icons-material names them, read as data: the shapes an icon draws,
 * with no component. Only the icons a site names are read, one small file
 * each, so a site pays nothing for the ten thousand it does not use. A packed
 * copy has no @mui/icons-material beside it; its prepack step wrote every
 * icon's shapes into lib/material-icons.json (materialIconTable).
 */

/** One element of an icon: its tag (path, circle, ellipse, g) and its attributes, with children of a group. */
export type IconShape = [tag: string, props: Record<string, unknown>];

/** Names of the first site's icons, before any Material icon could be named; they keep working. */
export const ICON_ALIASES: Record<string, string> = {
  brain: 'Psychology',
  meditation: 'SelfImprovement',
  heart: 'Favorite',
  chart: 'BarChart',
  shield: 'Shield',
  check: 'CheckCircle',
  lock: 'Lock',
  clock: 'Schedule',
  book: 'MenuBook',
  people: 'Groups',
  mail: 'Email',
  star: 'Star',
  search: 'Search',
  globe: 'Public',
  warning: 'WarningAmber',
  lightbulb: 'Lightbulb',
  phone: 'Phone',
  place: 'Place',
};

const NAME = /^[A-Z][A-Za-z0-9]*$/;

/** The Material name an icon is written as: itself, or the one an older name stands for. */
export function materialName(name: string): string {
  return Object.hasOwn(ICON_ALIASES, name) ? ICON_ALIASES[name] : name;
}

let folder: string | undefined;
/** Where @mui/icons-material is installed, when it is (in this repository, not in a packed copy). */
function iconFolder(): string {
  folder ??= dirname(createRequire(join(PACKAGE_ROOT, 'package.json')).resolve('@mui/icons-material/package.json'));
  return folder;
}

let packedTable: Record<string, IconShape[]> | undefined;
function packedIcons(): Record<string, IconShape[]> {
  packedTable ??= JSON.parse(readFileSync(packedPath('material-icons.json'), 'utf8')) as Record<string, IconShape[]>;
  return packedTable;
}

/** Whether a name (or an older alias) is a Material icon. */
export function isMaterialIcon(name: string): boolean {
  // The older names stand for icons every version has: no need to look.
  if (Object.hasOwn(ICON_ALIASES, name)) return true;
  const material = materialName(name);
  if (!NAME.test(material)) return false;
  return PACKED ? Object.hasOwn(packedIcons(), material) : existsSync(join(iconFolder(), `${material}.mjs`));
}

let names: string[] | undefined;
/** Every Material icon's name, for suggestions when a name is not one. */
export function materialIconNames(): string[] {
  names ??= PACKED
    ? Object.keys(packedIcons())
    : readdirSync(iconFolder())
        .filter((file) => file.endsWith('.mjs'))
        .map((file) => file.slice(0, -'.mjs'.length))
        .filter((name) => NAME.test(name));
  return names;
}

/** The shapes of the icons drawn lately: a site names a few dozen, the font ten thousand. */
const shapes = new Memo<string, IconShape[]>('icon shapes', 1_000);

/** The shapes a Material icon draws in its 24×24 box; the name must be one (isMaterialIcon). */
export function iconShapes(name: string): IconShape[] {
  const material = materialName(name);
  let found = shapes.get(material);
  if (!found) {
    found = PACKED ? packedIcons()[material] : readIconModule(join(iconFolder(), `${material}.mjs`));
    shapes.set(material, found);
  }
  return found;
}

/**
 * An icon module's shapes, by running it with createSvgIcon and the JSX
 * functions standing in for React's: the module is a single call that passes
 * its elements to createSvgIcon, so what it passes is the icon.
 */
function readIconModule(file: string): IconShape[] {
  const body = readFileSync(file, 'utf8')
    .replace(/^import .*$/gm, '')
    .replace(/^["']use client["'];$/m, '')
    .replace('export default ', 'return ');
  const Fragment = {};
  // A fragment draws nothing of its own: its children stand in its place.
  const element = (tag: unknown, props: Record<string, unknown>): IconShape | IconShape[] =>
    tag === Fragment ? (props.children as IconShape[]) : [tag as string, props];
  const drawn = new Function('createSvgIcon', '_jsx', '_jsxs', 'React', body)((children: unknown) => children, element, element, { Fragment });
  return isShape(drawn) ? [drawn] : (drawn as IconShape[]);
}

const isShape = (value: unknown): value is IconShape => Array.isArray(value) && typeof value[0] === 'string';

/** Every icon's shapes, for a packed copy, which carries them in one file instead of the icon library. */
export function materialIconTable(): Record<string, IconShape[]> {
  return Object.fromEntries(materialIconNames().map((name) => [name, iconShapes(name)]));
}
