/**
 * A memo that forgets: at most `max` results, the least recently used
 * going first (of those not used within the last max/2 uses and
 * additions). The dev server and the editor run for hours and see new text
 * on every save, so a memo keyed by text or styling that never forgets grows
 * with every save; a build is short and its memos' bounds are above what
 * one site needs. Every module-level memo is one of these, named, so
 * ARCHITECTURE.md can list them (tests/unit/caches.test.ts checks the list).
 */
export class Memo<K, V> {
  /** Each value with when it was last moved to the end, in a count of moves and additions. */
  readonly #entries = new Map<K, { value: V; moved: number }>();
  #clock = 0;

  constructor(
    /** What it keeps, as ARCHITECTURE.md names it. */
    readonly name: string,
    readonly max: number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    // Most recently used last, so what a long session keeps using is what stays. Only an entry that has
    // fallen into the older half is moved: with at most max/2 moves and additions since its own, at most
    // max/2 entries follow it, so others go first. A build asks the component templates' memo for every MUI
    // element of every page, nearly always for a recent entry, where each move cost a delete and a set.
    if (this.#clock - entry.moved > this.max / 2) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      entry.moved = ++this.#clock;
    }
    return entry.value;
  }

  set(key: K, value: V): V {
    this.#entries.delete(key);
    this.#entries.set(typeof key === 'string' ? (ownCopy(key) as K) : key, { value, moved: ++this.#clock });
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value as K);
    return value;
  }

  /** The value for `key`, made by `make` and kept when there is none. */
  getOr(key: K, make: () => V): V {
    const value = this.get(key);
    return value === undefined ? this.set(key, make()) : value;
  }

  *values(): IterableIterator<V> {
    for (const entry of this.#entries.values()) yield entry.value;
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
