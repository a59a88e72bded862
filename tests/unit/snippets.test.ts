import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { PARSE_OPTIONS } from '../../src/load/parse-options.js';
import { formatProblem } from '../../src/problem.js';
import { readSchemaFiles } from '../../src/validate/schema-files.js';
import { pruneAlternatives, toMessage } from '../../src/validate/schema-messages.js';
import { schemaValidator } from '../../src/validate/schema-validator.js';
import { validateFile, validateSource } from '../../src/validate/validate-site.js';
import { SITE_SOURCE } from '../helpers.js';
import { isObj } from '../../src/is-obj.js';

/**
 * Every YAML snippet the documentation shows is checked, so an example
 * copied into a site never fails as printed:
 * - a whole site (every required top-level key) validates as a site file;
 * - a mapping of top-level keys, or a list of blocks, is checked against the
 *   schema of what it shows;
 * - anything else says where it goes in a site file, in a comment on the line
 *   before its fence: `<!-- yaml: routes[].blocks -->` (the snippet is the
 *   value there, or some of its keys or entries).
 * The messages the documentation prints (`site.yaml:LINE:COL  CODE message`) are
 * what the validator says of the first site with the mistake the table
 * below makes for each.
 * A snippet shows part of what it stands for, so a field left out of its top
 * mapping, or of an entry of that mapping, is not a mistake; the entries of
 * a list, and everything deeper, must be complete.
 */

interface Snippet {
  file: string;
  line: number;
  text: string;
  /** Where the snippet goes, from its marker: 'routes[].blocks'. */
  at?: string;
}

const DOCS = [
  'README.md',
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const MARKER = /^\s*<!-- yaml: ([\w.[\]]+) -->$/;

/** The fences of a Markdown file in one language ('' for none), un-indented, with the marker before each. */
function fences(file: string, language: string): Snippet[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const found: Snippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w*)$/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l.trim() === '```');
    if (open[2] === language) {
      const body = lines.slice(i + 1, end);
      const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
      const marker = MARKER.exec(lines[i - 1] ?? '')?.[1];
      found.push({ file, line: i + 1, text: body.map((l) => l.slice(indent)).join('\n'), at: marker });
    }
    i = end;
  }
  return found;
}

const snippets = DOCS.flatMap((file) => fences(file, 'yaml'));
/** Plain fences that print the validator's messages, each the whole output of one run. */
const printed = DOCS.flatMap((file) => fences(file, '')).filter((f) => f.text.split('\n').every((l) => /^site\.yaml:\d+:\d+ {2}BS\d{4} /.test(l)));

/** The mistake in the first site's file behind each message the documentation prints, by the words of the message. */
const MISTAKES: Array<[string, (source: string) => string]> = [
  ["unknown field 'eyebrw' in hero", (s) => s.replace(/(\n {8})eyebrow: /, '$1eyebrw: ')],
  ["the link to '/methodolgy'", (s) => s.replace('[how ratings are determined](/methodology)', '[how ratings are determined](/methodolgy)')],
  // A second platform flagged as the one featured: the line after its Trustpilot figure.
  ['a second item has featured: true', (s) => s.replace(/(\n {8}trustpilot: [^\n]*\n[\s\S]*?\n {8}trustpilot: [^\n]*\n)/, '$1        featured: true\n')],
  ['this line is indented differently', (s) => s.replace('\n  language: en\n', '\n language: en\n')],
  ["the key 'footer' appears twice", (s) => `${s}footer:\n  copyright: x\n`],
  [
    'a comma inside { } ends the value',
    (s) => s.replace('{ label: Read Our Methodology, to: /methodology', '{ label: Read Our Methodology, then compare, to: /methodology'),
  ],
];
const site = readSchemaFiles().get('site.schema.json')! as { required: string[]; properties: Record<string, unknown> };
const blockTypes = new Set([...readSchemaFiles().keys()].filter((k) => k.startsWith('blocks/')).map((k) => k.slice('blocks/'.length, -'.schema.json'.length)));

/** Where an unmarked snippet goes: the whole file, or a page's blocks. */
function placeOf(data: unknown, marked: string | undefined): string | undefined {
  if (marked) return marked;
  if (isObj(data) && Object.keys(data).every((k) => k in site.properties)) return 'site';
  if (Array.isArray(data) && data.every((b) => isObj(b) && blockTypes.has(String(b.type)))) return 'routes[].blocks';
  return undefined;
}

/** 'routes[].blocks' as the steps of a data path: ['routes', 0, 'blocks']. */
const steps = (at: string): Array<string | number> => (at === 'site' ? [] : at.split('.').flatMap((s) => (s.endsWith('[]') ? [s.slice(0, -2), 0] : [s])));

/** The snippet set in an otherwise empty site at its place. */
function nest(path: Array<string | number>, value: unknown): unknown {
  return path.reduceRight<unknown>((inner, step) => (typeof step === 'number' ? [inner] : { [step]: inner }), value);
}

/**
 * The schema's problems inside the snippet, as the validator words them.
 * Fields missing from the snippet's top mapping (or, for top-level keys,
 * from each section it shows) are the parts it leaves out.
 */
function fragmentProblems(data: unknown, at: string): string[] {
  const path = steps(at);
  const pointer = path.map((s) => `/${s}`).join('');
  const validate = schemaValidator();
  validate(nest(path, data));
  const inside = (e: ErrorObject) => e.instancePath === pointer || e.instancePath.startsWith(`${pointer}/`);
  const depth = (e: ErrorObject) => (e.instancePath === '' ? 0 : e.instancePath.split('/').length - 1);
  // A mapping shows some of its entries, and of each entry what the example is about; a list's entries are whole.
  const shown = (e: ErrorObject) => !(e.keyword === 'required' && depth(e) <= path.length + (isObj(data) ? 1 : 0));
  return pruneAlternatives((validate.errors ?? []).filter(inside))
    .filter(shown)
    .flatMap((e) => toMessage(e)?.message ?? []);
}

describe('the YAML snippets of the README and docs/', () => {
  it('are found, and there are many', () => {
    expect(snippets.length).toBeGreaterThan(25);
    expect(snippets.filter((s) => s.file === 'README.md').length).toBeGreaterThan(10);
  });

  it.each(snippets.map((s) => [`${s.file}:${s.line}`, s] as const))('%s is valid where it goes', (_, snippet) => {
    const data = parse(snippet.text, PARSE_OPTIONS) as unknown;
    const at = placeOf(data, snippet.at);
    expect(at, 'say where this snippet goes: <!-- yaml: PATH --> on the line before its fence').toBeDefined();
    const whole = at === 'site' && isObj(data) && site.required.every((k) => k in data);
    if (whole) {
      const dir = mkdtempSync(join(tmpdir(), 'snippet-'));
      writeFileSync(join(dir, 'site.yaml'), snippet.text);
      expect(validateFile(join(dir, 'site.yaml')).problems.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([]);
    } else expect(fragmentProblems(data, at!)).toEqual([]);
  });
});

describe('the examples in the block schemas', () => {
  const examples = [...readSchemaFiles()].flatMap(([file, schema]) =>
    ((schema.examples as unknown[] | undefined) ?? []).map((example, i) => [`${file} example ${i + 1}`, example] as const),
  );
  it.each(examples)('%s is a valid block', (_, example) => {
    expect(fragmentProblems([example], 'routes[].blocks')).toEqual([]);
  });
});

describe('the messages the README and docs/ print', () => {
  it('are found', () => {
    expect(printed.length).toBeGreaterThanOrEqual(4);
  });

  it.each(printed.map((p) => [`${p.file}:${p.line}`, p.text.split('\n')] as const))(
    '%s is all the validator says of the first site with its mistakes',
    (_, lines) => {
      let edited = SITE_SOURCE;
      for (const text of lines) {
        const mistake = MISTAKES.find(([words]) => text.includes(words));
        expect(mistake, `add the mistake that gives '${text}' to MISTAKES in ${import.meta.filename}`).toBeDefined();
        const before = edited;
        edited = mistake![1](edited);
        expect(edited).not.toBe(before);
      }
      expect(validateSource(edited).problems.map((p) => formatProblem('site.yaml', p))).toEqual(lines);
    },
  );
});
