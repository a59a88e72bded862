/**
 * Edits of a site file's text, the ways owners change a site, right and
 * wrong, for the property tests of incremental validation and builds.
 */
import fc from 'fast-check';
import { headingAnchor } from '../src/model/anchors.js';
import { BufferBytes } from '../src/load/site-bytes.js';
import { chunkText, restText, splitSite } from '../src/validate/incremental/split.js';
import { DATA_EDITS } from './data-edits.js';

/** An edit of the file's text: the ways owners change a site, right and wrong. */
export type Edit = (text: string, pick: number) => string;

/** The file cut as the incremental validator cuts it, as texts: the rest, and each route's. */
export function cutText(text: string): { rest: string; routes: string[] } | undefined {
  const split = splitSite(BufferBytes.of(text));
  return split && { rest: restText(split), routes: split.routes.map((r) => chunkText(split, r)) };
}

export const routeChunks = (text: string) => cutText(text)?.routes ?? [];
export const nth = <T>(list: T[], pick: number) => list[pick % list.length];
const replaceChunk = (text: string, pick: number, fn: (chunk: string) => string) => {
  const chunks = routeChunks(text);
  if (chunks.length === 0) return text;
  const chunk = nth(chunks, pick);
  return text.replace(chunk, fn(chunk));
};

/** A route's text with a rich-text block holding one paragraph added at the end of its blocks, indented like them. */
export const withParagraph = (chunk: string, paragraph: string) => {
  const indent = /\n( *)- type: /.exec(chunk)?.[1];
  if (indent === undefined) return chunk;
  return `${chunk.replace(/\n*$/, '')}\n${indent}- type: rich-text\n${indent}  paragraphs:\n${indent}    - ${JSON.stringify(paragraph)}\n`;
};

/** Real anchors of routes, as links name them: right until that route's heading changes. */
function anchorTargets(text: string): string[] {
  return routeChunks(text).flatMap((c) => {
    const path = /^\s*- path: (\S+)/m.exec(c)?.[1];
    const heading = /heading: ([A-Za-z][^\n#]*)$/m.exec(c)?.[1];
    return path && heading ? [`${path}#${headingAnchor(heading.trim())}`] : [];
  });
}

export const EDITS: Record<string, Edit> = {
  'reword a line of a route': (text, pick) =>
    replaceChunk(text, pick, (c) => c.replace(/(title|heading|lead|text|caption): ([A-Za-z])/, (_m, key, first) => `${key}: Revised ${first}`)),
  'change a heading, and so an anchor': (text, pick) => replaceChunk(text, pick, (c) => c.replace(/heading: (.+)/, 'heading: A new heading for this part')),
  // A title other pages show, in their breadcrumbs: theirs change though their own text does not.
  'retitle a page others are under': (text, pick) => {
    const paths = [...text.matchAll(/^\s*- path: (\S+)/gm)].map((m) => m[1]);
    const parents = paths.filter((path) => path !== '/' && paths.some((other) => other.startsWith(`${path}/`)));
    if (parents.length === 0) return text;
    const parent = nth(parents, pick);
    return text.replace(new RegExp(`(\\n\\s*- path: ${parent}\\n\\s*title: )(.+)`), `$1$2, retitled ${pick}`);
  },
  'rename a route path': (text, pick) =>
    replaceChunk(text, pick, (c) => c.replace(/^(\s*- path: \/)([a-z0-9-]*)/m, (_m, head, name) => `${head}${name || 'home'}-moved`)),
  'copy another route path': (text, pick) => {
    const paths = [...text.matchAll(/^\s*- path: (\S+)/gm)].map((m) => m[1]);
    return replaceChunk(text, pick, (c) => c.replace(/^(\s*- path: )\S+/m, `$1${nth(paths, pick + 1)}`));
  },
  'delete a route': (text, pick) => (routeChunks(text).length > 1 ? replaceChunk(text, pick, () => '') : text),
  'duplicate a route': (text, pick) => replaceChunk(text, pick, (c) => c + c),
  'swap two routes': (text, pick) => {
    const chunks = routeChunks(text);
    if (chunks.length < 2) return text;
    const a = pick % chunks.length;
    const b = (pick + 1) % chunks.length;
    const order = chunks.map((c, i) => (i === a ? chunks[b] : i === b ? chunks[a] : c));
    return cutText(text)!.rest.replace(/^routes:[^\n]*\n/m, (line) => line + order.join(''));
  },
  'link to a part of another page': (text, pick) => {
    const targets = anchorTargets(text);
    return targets.length === 0 ? text : replaceChunk(text, pick, (c) => withParagraph(c, `See [the details](${nth(targets, pick + 3)}).`));
  },
  // A link of the rest of the file (the footer), which is checked again only when what it names changes.
  'link the footer to a part of a page': (text, pick) => {
    const targets = anchorTargets(text);
    return targets.length === 0 ? text : text.replace(/(\n\s+- \{ label: [^,]+, to: )[^ }]+/, `$1${nth(targets, pick)}`);
  },
  'link to another site': (text, pick) => replaceChunk(text, pick, (c) => withParagraph(c, 'See [the source](https://example.org/source).')),
  'link to another page': (text, pick) => {
    const paths = [...text.matchAll(/^\s*- path: (\S+)/gm)].map((m) => m[1]);
    return replaceChunk(text, pick, (c) => withParagraph(c, `Read [the page](${nth(paths, pick + 5)}).`));
  },
  'break a link': (text, pick) => replaceChunk(text, pick, (c) => c.replace(/\]\((\/[a-z0-9-]*)/, '](/nowhere-at-all')),
  'break the YAML of a route': (text, pick) => replaceChunk(text, pick, (c) => c.replace(/title: /, 'title: [unclosed ')),
  'change the site name': (text) => text.replace(/siteName: (.+)/, 'siteName: $1 Again'),
  'remove the new-tab message': (text) => text.replace(/\n\s*newTab: .+/, ''),
  'edit a collection item': (text) => text.replace(/(\n\s+- id: [a-z0-9-]+\n\s+\w+: )(\S)/, '$1Edited $2'),
  // Every item's page changes, though no item and no route does.
  "reword the template of items' pages": (text, pick) => {
    const template = /\n\s+page:\n\s+blocks:\n/.exec(text);
    if (!template) return text;
    const at = template.index + template[0].length;
    return text.slice(0, at) + text.slice(at).replace(/(\n\s+heading: )(.+)/, `$1$2 (${pick})`);
  },
  // A field of an item of any kind, an option of a block of any type, a setting of any key (data-edits.ts).
  ...DATA_EDITS,
};

// Links first and then changes to what they name, more often than chance would: the case the skipping must get right.
const LINKING = [
  'link to a part of another page',
  'link the footer to a part of a page',
  'link to another page',
  'change a heading, and so an anchor',
  'retitle a page others are under',
  'rename a route path',
  'delete a route',
];
const editName = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...LINKING) }, { weight: 2, arbitrary: fc.constantFrom(...Object.keys(EDITS)) });
export const sequence = fc.array(fc.tuple(editName, fc.nat(1000), fc.boolean()), { minLength: 1, maxLength: 8 });

/** Edits of what pages read of the site: fields of every kind, options of every block, every setting; now and then a route's own text. */
const dataEditName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...Object.keys(DATA_EDITS)) },
  { weight: 1, arbitrary: fc.constantFrom(...Object.keys(EDITS)) },
);
export const dataSequence = fc.array(fc.tuple(dataEditName, fc.nat(100_000)), { minLength: 1, maxLength: 8 });
