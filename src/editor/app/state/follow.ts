import type { DataPath, SourceEdit } from '../source.js';

const within = (path: DataPath, list: DataPath) =>
  path.length > list.length && list.every((step, i) => path[i] === step) && typeof path[list.length] === 'number';

/**
 * Where a path points after an edit moved, added or removed entries of a
 * list before it: the form keeps showing the same route or block when it,
 * or a neighbour, moves. A path into a removed entry falls back to the list.
 */
export function followPath(path: DataPath, edit: SourceEdit): DataPath {
  if (edit.op === 'move' && within(path, edit.path)) {
    const at = path[edit.path.length] as number;
    let next = at;
    if (at === edit.from) next = edit.to;
    else if (edit.from < at && at <= edit.to) next = at - 1;
    else if (edit.to <= at && at < edit.from) next = at + 1;
    return [...edit.path, next, ...path.slice(edit.path.length + 1)];
  }
  if (edit.op === 'insert' && within(path, edit.path)) {
    const at = path[edit.path.length] as number;
    return at >= edit.index ? [...edit.path, at + 1, ...path.slice(edit.path.length + 1)] : path;
  }
  if (edit.op === 'rename' && path.length >= edit.path.length && edit.path.every((step, i) => path[i] === step))
    return [...edit.path.slice(0, -1), edit.to, ...path.slice(edit.path.length)];
  if (edit.op === 'delete' && typeof edit.path[edit.path.length - 1] === 'number') {
    const list = edit.path.slice(0, -1);
    const gone = edit.path[edit.path.length - 1] as number;
    if (!within(path, list)) return path;
    const at = path[list.length] as number;
    if (at === gone) return list.slice(0, -1);
    return at > gone ? [...list, at - 1, ...path.slice(list.length + 1)] : path;
  }
  return path;
}
