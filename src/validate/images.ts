import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DataPath } from '../load/locate.js';
import { IMAGE_DIR, PLACES, readImageInfo, type ImageInfo, type Place } from '../assets/images.js';
import type { Report } from './bindings.js';
import type { RouteScope } from './cross-refs.js';
import { checksOf, ownerOf } from './links.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const infos = new Map<string, { mtime: number; info: ImageInfo | { problem: string } }>();

/** A picture's size and format, read once per file version: the dev server validates on every save. */
function imageInfo(siteDir: string, src: string): ImageInfo | { problem: string } {
  const file = resolve(siteDir, IMAGE_DIR, src);
  let mtime = -1;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    // Missing: readImageInfo says so.
  }
  const key = `${siteDir}\u0000${src}`;
  const known = infos.get(key);
  if (known && known.mtime === mtime) return known.info;
  const info = readImageInfo(siteDir, src);
  infos.set(key, { mtime, info });
  return info;
}

/** Where a picture is drawn: one place, or a place that depends on its size. */
export type PlaceOf = Place | ((size: ImageInfo) => Place);

/** The message for a picture too narrow for where it is drawn, if it is. */
export function tooSmall(siteDir: string, src: string, placeOf: PlaceOf): string | undefined {
  const info = imageInfo(siteDir, src);
  if ('problem' in info) return undefined;
  const place = typeof placeOf === 'function' ? placeOf(info) : placeOf;
  if (info.width >= PLACES[place].minWidth) return undefined;
  return `'${src}' is ${info.width} px wide; ${PLACES[place].what} needs at least ${PLACES[place].minWidth} px to stay sharp, so use a larger original`;
}

/**
 * Every picture in the file, wherever it is: it has a text alternative
 * unless it is decorative (which has none), and its file is in the images
 * folder in a format the build can encode.
 */
export function imageProblems(data: unknown, siteDir: string, report: Report, scope?: RouteScope): void {
  const stack: Array<[unknown, DataPath]> = [[data, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (Array.isArray(value)) {
      // Routes out of scope were checked before: their pictures are re-checked only when their files change (incremental/validator.ts).
      const skip = scope && path.length === 1 && path[0] === 'routes';
      value.forEach((v, i) => (!skip || scope.includes(i)) && stack.push([v, [...path, i]]));
    } else if (path.length === 0 && scope?.restClean && isObj(value)) {
      // So is the rest of the file, when it was found clean in the same context.
      stack.push([value.routes, ['routes']]);
    } else if (isObj(value)) {
      const keys = Object.keys(value);
      if (typeof value.src === 'string' && keys.every((k) => k === 'src' || k === 'alt' || k === 'decorative')) {
        checkImage(value, path, siteDir, report);
        if (scope) checksOf(scope, ownerOf(path)).images.add(value.src);
      } else for (const [k, v] of Object.entries(value)) stack.push([v, [...path, k]]);
    }
  }
}

function checkImage(image: Obj, path: DataPath, siteDir: string, report: Report): void {
  if (image.decorative === true) {
    if (typeof image.alt === 'string' && image.alt.trim() !== '')
      report(
        [...path, 'alt'],
        'a decorative picture has no text alternative, so screen readers skip it; remove alt, or remove decorative: true if the picture says something',
        'key',
      );
  } else if (typeof image.alt !== 'string' || image.alt.trim() === '') {
    report(
      image.alt === undefined ? path : [...path, 'alt'],
      "this picture needs alt: what it shows, for people who cannot see it (e.g. 'The waiting room, with a play corner'); or decorative: true if it adds nothing the text does not say",
    );
  }
  const info = imageInfo(siteDir, String(image.src));
  if ('problem' in info) report([...path, 'src'], info.problem);
}
