import type { DataPath } from '../editor/source/edit.js';

/**
 * The version of the site language this blocksite reads. A change that makes
 * a file written for an older version invalid raises it, adds a Migration
 * below, and keeps a copy of each starter as it was under
 * tests/fixtures/starters/v<old>/, which a test migrates and validates.
 */
export const LANGUAGE_VERSION = 1;

/** One mechanical change at one place in the data: a key renamed, or a value replaced. */
export type Change = { op: 'rename'; path: DataPath; to: string } | { op: 'set'; path: DataPath; value: unknown };

/** A change to the language, stated for the owner, and how to find and rewrite what an older file says. */
export interface Migration {
  /** The language version that made the change. */
  version: number;
  /** What changed and what to write instead, in the owner's words (no code, no internals). */
  explain: string;
  /** Where the data still says it the old way, and the change to make at each place. */
  find(data: unknown): Change[];
}

/** Every change to the language since its first version, oldest first: none yet. */
export const MIGRATIONS: Migration[] = [];
