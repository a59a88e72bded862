import type { DataPath } from '../load/locate.js';
import type { Report } from './bindings.js';
import { imageInfo } from './picture-size.js';
import type { RouteScope } from './route-scope.js';
import { checksOf, ownerOf } from './links.js';
import { DecorativeWithAlt, PictureWithoutAlt } from '../problem-catalogue.js';
import { isObj, type Obj } from '../is-obj.js';

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
    if (typeof image.alt === 'string' && image.alt.trim() !== '') report([...path, 'alt'], DecorativeWithAlt(), 'key');
  } else if (typeof image.alt !== 'string' || image.alt.trim() === '') {
    report(image.alt === undefined ? path : [...path, 'alt'], PictureWithoutAlt());
  }
  const info = imageInfo(siteDir, String(image.src));
  if ('problem' in info) report([...path, 'src'], info.problem);
}
