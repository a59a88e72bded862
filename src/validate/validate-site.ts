import { dirname } from 'node:path';
import { parseSource, readSource, type LoadedSource } from '../load/load-site.js';
import { quickLoad } from '../load/quick-load.js';
import { PIECE_BUDGET, readInPieces } from '../load/read-pieces.js';
import { readingCost } from '../load/value-count.js';
import { locate, type DataPath, type Position, type Within } from '../load/locate.js';
import { Memo } from '../memo.js';
import { sortProblems, type Problem, type Said } from '../problem.js';
import type { Site } from '../types/site.js';
import { crossReferenceProblems } from './cross-refs.js';
import { schemaAt } from './schema-at.js';
import { pruneAlternatives, toMessage } from './schema-messages.js';
import { compileSchema, SCHEMA_BASE, schemaValidator } from './schema-validator.js';
import { readSchemaFiles } from './schema-files.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { SiteFacts } from '../model/route-facts.js';
import type { LazySite } from '../model/lazy-site.js';

/** What validating a file gives: a Site, or from the incremental validator a LazySite, whose routes' blocks may still be on disk. */
export interface ValidationResult<S extends LazySite = Site> {
  /** The site, present only when there are no problems. */
  site?: S;
  problems: Problem[];
  /** What the incremental validator kept of the file, when it made the site (model/route-facts.ts). */
  facts?: SiteFacts;
  /** The data read, when the file reads but has problems of its content (the editor's form is made from it). */
  data?: unknown;
}

/** Loads, parses and validates a site file: YAML, schema and cross-references in one pass. */
export function validateFile(file: string): ValidationResult {
  const { source, problem } = readSource(file);
  return problem ? { problems: [problem] } : validateSource(source!, dirname(file));
}

/**
 * Texts that cost more than this to read are read in pieces (load/pieces.ts):
 * the careful path's syntax tree and document of a broken file take about
 * ten bytes of memory for each character of it and a hundred or more for
 * each value it holds, read whole (load/value-count.ts's readingCost).
 */
export const WHOLE_MAX = 8 * 1024 * 1024;

/**
 * A clean file passes on the quick path (js-yaml, no positions). Any doubt or
 * problem sends it down the slow path, which places every problem at its
 * line and column; a file never fails on the quick path alone. A large file
 * is read on both a piece at a time.
 */
export function validateSource(source: string, siteDir = process.cwd()): ValidationResult {
  if (source.length > WHOLE_MAX || readingCost(source) > WHOLE_MAX) return validateInPieces(source, siteDir);
  return quickValidate(source, siteDir) ?? validateLoaded(parseSource(source), siteDir);
}

/**
 * Validates a text read a piece at a time (load/read-pieces.ts): what
 * validateSource gives, in memory that follows the largest piece. Exported
 * so that tests can cut small files into small pieces.
 */
export function validateInPieces(source: string, siteDir = process.cwd(), budget = PIECE_BUDGET): ValidationResult {
  const read = readInPieces(source, budget);
  // Pieces that read but do not fit together: the cut did not see the file as the yaml library does, so read it whole.
  // An opener never closed runs on past its piece in the whole file: read whole what is small enough to.
  if (!read || (read.unclosed && readingCost(source) <= WHOLE_MAX)) return quickValidate(source, siteDir) ?? validateLoaded(parseSource(source), siteDir);
  if (read.problems.length > 0) return { problems: read.problems };
  const problems = placedProblems(read.data, siteDir, read.locate!);
  return problems.length > 0 ? { problems, data: read.data } : { site: read.data as Site, problems: [] };
}

/**
 * The data of a text, or the problems that stop it reading, in the memory
 * validation takes: quickly when it reads cleanly, else with positions,
 * whole or a piece at a time. For commands that need the data, not a site
 * (the editor schema, the pictures a commit takes).
 */
export function readData(source: string): { data?: unknown; problems: Problem[] } {
  const data = quickLoad(source);
  if (data !== undefined) return { data, problems: [] };
  const read = readingCost(source) > WHOLE_MAX ? readInPieces(source) : undefined;
  if (read && !read.unclosed) return read;
  const loaded = parseSource(source);
  return { data: loaded.data, problems: loaded.problems };
}

function quickValidate(source: string, siteDir: string): ValidationResult | undefined {
  const data = quickLoad(source);
  const site = data === undefined ? undefined : validData(data, siteDir);
  return site && { site, problems: [] };
}

/**
 * The site, if already-parsed data passes every check; no positions, since
 * there is no text. The editor's preview uses it while the owner types:
 * the problems, with their lines, come from the text a moment later.
 */
export function validData(data: unknown, siteDir = process.cwd()): Site | undefined {
  return schemaValidator()(data) && crossReferenceProblems(data, siteDir).length === 0 ? (data as Site) : undefined;
}

function validateLoaded(loaded: LoadedSource, siteDir: string): ValidationResult {
  const { doc, counter, data, source } = loaded;
  if (loaded.problems.length > 0 || !doc) return { problems: sortProblems(loaded.problems) };
  const problems = placedProblems(data, siteDir, (path, mode, within) => locate(doc, counter, path, mode, within, source));
  return problems.length > 0 ? { problems, data } : { site: data as Site, problems: [] };
}

/** Where in the file a data path is written: its key, or its value. */
export type Locator = (path: DataPath, mode: 'key' | 'value', within?: Within) => Position;

/**
 * Most schema and cross-reference problems placed at once. A file made to
 * fail has one for every value it holds, and placing each reads its part of
 * the file with positions: hundreds of thousands took minutes and gigabytes.
 * An owner fixes a few hundred from the top and validates again.
 */
export const MAX_PLACED = 500;

/**
 * Every schema and cross-reference problem of parsed data (up to MAX_PLACED),
 * each placed by the locator, sorted. The slow path locates in the whole
 * document; the incremental validator in the few routes that have problems.
 */
export function placedProblems(data: unknown, siteDir: string, at: Locator): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const push = (path: DataPath, mode: 'key' | 'value', said: Said, field = path, within?: Within) => {
    if (problems.length >= MAX_PLACED) return;
    const pos = at(path, mode, within);
    const key = `${pos.line}:${pos.col}:${said.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({ ...pos, code: said.code, message: said.message, path: field, ...(said.fix && { fix: said.fix }) });
  };
  const place = (path: DataPath) => {
    const pos = at(path, 'value');
    return `${pos.line}:${pos.col}`;
  };
  for (const errors of schemaErrors(data)) {
    for (const error of pruneAlternatives(errors)) {
      if (problems.length >= MAX_PLACED) break;
      const message = toMessage(error, place, (path) => schemaAt(data, path));
      if (message) push(message.path, message.mode, message, message.field);
    }
    if (problems.length >= MAX_PLACED) break;
  }
  for (const ref of crossReferenceProblems(data, siteDir, place, undefined, MAX_PLACED - problems.length)) push(ref.path, ref.mode, ref, ref.path, ref.within);
  return sortProblems(problems);
}

/** The lists checked an entry at a time (see schemaErrors): where each is in the data, and the schema of its entries. */
interface LongList {
  entries: unknown[];
  /** Its instancePath, as the schema checker writes it. */
  pointer: string;
  /** The data with only the list's first entry in it, the rest standing as they are. */
  cut: (site: Record<string, unknown>) => Record<string, unknown>;
  entrySchema: string;
  /** The list's own schema (its maxItems), and where that is in the schema files. */
  listSchema: { maxItems: number };
  listSchemaPath: string;
}

/** The site's routes and each collection's items: the lists a large site is made of. */
function longLists(site: Record<string, unknown>): LongList[] {
  const files = readSchemaFiles();
  const siteProperties = files.get('site.schema.json')!.properties as Record<string, { maxItems: number }>;
  const collectionProperties = (
    (files.get('collections.schema.json')!.$defs as Record<string, unknown>).collection as { properties: Record<string, { maxItems: number }> }
  ).properties;
  const lists: LongList[] = [];
  if (Array.isArray(site.routes))
    lists.push({
      entries: site.routes,
      pointer: '/routes',
      cut: (data) => ({ ...data, routes: (data.routes as unknown[]).slice(0, 1) }),
      entrySchema: 'site.schema.json#/$defs/route',
      listSchema: siteProperties.routes,
      listSchemaPath: '#/properties/routes/maxItems',
    });
  const collections = site.collections;
  if (collections && typeof collections === 'object' && !Array.isArray(collections))
    for (const [name, collection] of Object.entries(collections)) {
      const items = (collection as { items?: unknown } | null)?.items;
      if (!Array.isArray(items)) continue;
      lists.push({
        entries: items,
        pointer: `/collections/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/items`,
        cut: (data) => {
          const all = data.collections as Record<string, Record<string, unknown>>;
          // Defined, not assigned: a collection may be named '__proto__'.
          const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(all));
          Object.defineProperty(copy, name, { value: { ...all[name], items: items.slice(0, 1) }, enumerable: true, writable: true, configurable: true });
          return { ...data, collections: copy };
        },
        entrySchema: 'collections.schema.json#/$defs/item',
        listSchema: collectionProperties.items,
        listSchemaPath: '#/properties/items/maxItems',
      });
    }
  return lists.filter((list) => list.entries.length > 1);
}

/**
 * The schema's errors of the data, a batch at a time: the file with its
 * routes and each collection's items cut to the first entry, then each
 * other entry on its own, for as long as the caller asks for more. The
 * schema checker makes every error of what it is given before it returns,
 * and a file made to fail has one for each of hundreds of thousands of
 * blocks or items (hundreds of megabytes of them); an entry at a time, they
 * stop once enough are placed. The errors are those of checking the whole:
 * each entry is checked alike wherever it is, and how many a list may hold
 * is checked on its count.
 */
function* schemaErrors(data: unknown): Generator<ErrorObject[]> {
  const validate = schemaValidator();
  const site = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  const lists = site ? longLists(site) : [];
  if (!site || lists.length === 0) {
    if (!validate(data)) yield validate.errors ?? [];
    return;
  }
  if (!validate(lists.reduce((cut, list) => list.cut(cut), site))) yield validate.errors ?? [];
  for (const list of lists) {
    if (list.entries.length > list.listSchema.maxItems) yield [tooMany(list)];
    const entry = entryValidator(list.entrySchema);
    for (let i = 1; i < list.entries.length; i++) {
      const context = { instancePath: `${list.pointer}/${i}`, parentData: list.entries, parentDataProperty: i, rootData: site, dynamicAnchors: {} };
      if (!entry(list.entries[i], context)) yield entry.errors ?? [];
    }
  }
}

/** One per definition a long list's entries are checked against: the schemas name a few dozen. */
const entryValidators = new Memo<string, ValidateFunction>('list entry validators', 64);
const entryValidator = (ref: string) => entryValidators.getOr(ref, () => compileSchema({ $ref: SCHEMA_BASE + ref }));

/** The schema checker's error for a list with more entries than its schema allows, as it makes it. */
function tooMany(list: LongList): ErrorObject {
  const limit = list.listSchema.maxItems;
  return {
    instancePath: list.pointer,
    schemaPath: list.listSchemaPath,
    keyword: 'maxItems',
    params: { limit },
    message: `must NOT have more than ${limit} items`,
    schema: limit,
    parentSchema: list.listSchema,
    data: list.entries,
  };
}
