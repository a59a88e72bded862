/**
 * A memo that forgets: at most `max` results, the least recently used
 * going first. The dev server and the editor run for hours and see new text
 * on every save, so a memo keyed by text or styling that never forgets grows
 * with every save; a build is short and its memos' bounds are above what
 * one site needs. Every module-level memo is one of these, named, so
 * ARCHITECTURE.md can list them (tests/unit/caches.test.ts checks the list).
 */
export class Memo<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(
    /** What it keeps, as ARCHITECTURE.md names it. */
    readonly name: string,
    readonly max: number,
  ) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Most recently used last, so what a long session keeps using is what stays.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): V {
    this.#entries.delete(key);
    this.#entries.set(typeof key === 'string' ? (ownCopy(key) as K) : key, value);
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value as K);
    return value;
  }

  /** The value for `key`, made by `make` and kept when there is none. */
  getOr(key: K, make: () => V): V {
    const value = this.get(key);
    return value === undefined ? this.set(key, make()) : value;
  }

  values(): IterableIterator<V> {
    return this.#entries.values();
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * A copy of `text` that holds nothing of the string it was cut from. V8
 * keeps a cut of a long string (a value read from the site file) as a
 * pointer into the whole, so a memo that keeps a cut keeps that version of
 * the whole file: one more copy of site.yaml for every save.
 */
export function ownCopy(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}
