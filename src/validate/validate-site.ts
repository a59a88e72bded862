import { dirname } from 'node:path';
import { parseSource, readSource, type LoadedSource } from '../load/load-site.js';
import { quickLoad } from '../load/quick-load.js';
import { PIECE_BUDGET, readInPieces } from '../load/read-pieces.js';
import { locate, type DataPath, type Position, type Within } from '../load/locate.js';
import { sortProblems, type Problem, type Said } from '../problem.js';
import type { Site } from '../types/site.js';
import { crossReferenceProblems } from './cross-refs.js';
import { schemaAt } from './schema-at.js';
import { pruneAlternatives, toMessage } from './schema-messages.js';
import { schemaValidator } from './schema-validator.js';
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
 * Texts longer than this are read in pieces (load/pieces.ts): the careful
 * path's syntax tree and document of a broken file take about 27 bytes of
 * memory for each byte of it, read whole.
 */
export const WHOLE_MAX = 8 * 1024 * 1024;

/**
 * A clean file passes on the quick path (js-yaml, no positions). Any doubt or
 * problem sends it down the slow path, which places every problem at its
 * line and column; a file never fails on the quick path alone. A large file
 * is read on both a piece at a time.
 */
export function validateSource(source: string, siteDir = process.cwd()): ValidationResult {
  if (source.length > WHOLE_MAX) return validateInPieces(source, siteDir);
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
  if (!read || (read.unclosed && source.length <= WHOLE_MAX)) return quickValidate(source, siteDir) ?? validateLoaded(parseSource(source), siteDir);
  if (read.problems.length > 0) return { problems: read.problems };
  const problems = placedProblems(read.data, siteDir, read.locate!);
  return problems.length > 0 ? { problems, data: read.data } : { site: read.data as Site, problems: [] };
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
 * Every schema and cross-reference problem of parsed data, each placed by
 * the locator, sorted. The slow path locates in the whole document; the
 * incremental validator in the few routes that have problems.
 */
export function placedProblems(data: unknown, siteDir: string, at: Locator): Problem[] {
  const validate = schemaValidator();
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const push = (path: DataPath, mode: 'key' | 'value', said: Said, field = path, within?: Within) => {
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
  if (!validate(data)) {
    for (const error of pruneAlternatives(validate.errors ?? [])) {
      const message = toMessage(error, place, (path) => schemaAt(data, path));
      if (message) push(message.path, message.mode, message, message.field);
    }
  }
  for (const ref of crossReferenceProblems(data, siteDir, place)) push(ref.path, ref.mode, ref, ref.path, ref.within);
  return sortProblems(problems);
}
