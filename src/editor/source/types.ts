/**
 * The editor's vocabulary for changes to site.yaml. Kept apart from edit.ts so
 * every module can name paths and raise errors without import cycles.
 */

/** Keys and sequence indexes from the document root, e.g. ['routes', 0, 'title']. */
export type DataPath = Array<string | number>;

export type SourceEdit =
  /**
   * Replace the value at path. A missing last key of an existing mapping is
   * added before the first key that `order` (the keys in the order the
   * schema lists them) puts after it, else at the mapping's end.
   */
  | { op: 'set'; path: DataPath; value: unknown; order?: string[] }
  /** Remove a mapping key (with its value) or a sequence item. */
  | { op: 'delete'; path: DataPath }
  /** Insert into the sequence at path before index (index may equal its length). */
  | { op: 'insert'; path: DataPath; index: number; value: unknown }
  /** Move one item of the sequence at path; `to` is its index after the move. */
  | { op: 'move'; path: DataPath; from: number; to: number }
  /** Rename a mapping's key where it is written: its value, comments and place stay. */
  | { op: 'rename'; path: DataPath; to: string };

/** An edit that cannot be applied, or whose result would not read back as asked. */
export class SourceEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceEditError';
  }
}

/**
 * A path as the owner would write it: `routes[0].blocks[2].title`. Keys that
 * are not simple words are quoted, so the message stays unambiguous.
 */
export function formatPath(path: DataPath): string {
  if (path.length === 0) return 'the whole file';
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(part)) out += out === '' ? part : `.${part}`;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out;
}
