import { describe, expect, it } from 'vitest';
import { inlineTargets } from '../../src/markup/inline.js';
import { plainText } from '../../src/markup/plain-text.js';
import type { Shown } from '../../src/model/item-values.js';
import type { Block, ItemHeader } from '../../src/types/site.js';
import type * as Written from '../../src/types/site.js';
import { items, site } from '../e2e/routes.js';

/**
 * The first site's editorial rules that a reader relies on and a test can
 * check (issues 13 and 33): read times as readers count words, sources on
 * every article, a disclosure and the price terms beside every button to
 * the test provider, and no long paragraph said twice.
 */
const SLOW = 200;
const FAST = 250;
const SOURCES = 'Sources';

// The first site's routes write every value out: none is taken from an item.
type ArticleSections = Shown<Written.ArticleSections>;
type RichText = Shown<Written.RichText>;
type Section = Shown<Written.Section>;
type Table = Shown<Written.Table>;

const linkSettings = { links: site.settings.links, contacts: site.settings.contacts };

/** Words as a reader sees them: inline markup resolved, and only tokens with a letter or digit. */
function countWords(text: string, markup = true): number {
  const shown = markup ? plainText(text, linkSettings) : text;
  return shown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function sectionWords(section: Section): number {
  let words = countWords(section.heading, false);
  for (const part of section.body) {
    if (typeof part === 'string') words += countWords(part);
    else if (part.subheading !== undefined) words += countWords(part.subheading, false);
    else if (part.caption !== undefined) words += countWords(part.caption);
    else for (const entry of part.list ?? part.steps ?? []) words += countWords(entry);
  }
  return words;
}

/** A table is read too: its heading, caption, column headings, every cell and its note. */
function tableWords(table: Table): number {
  const plain = [table.heading ?? '', table.caption, ...table.columns, ...table.rows.flat()];
  return plain.reduce((sum, text) => sum + countWords(text), 0) + countWords(table.note ?? '');
}

/**
 * W counts the words a reader reads in an article's body: every article-sections block's headings,
 * paragraphs, sub-headings, captions and list and step items, every table and every block of paragraphs,
 * leaving out the closing "Sources" section (a reference list is looked up, not read).
 * A time of M minutes is honest when round(W / 250) <= M <= round(W / 200).
 */
function bodyWords(blocks: Block[]): number {
  let words = 0;
  for (const block of blocks) {
    if (block.type === 'article-sections')
      words += (block as ArticleSections).sections.filter((s) => s.heading !== SOURCES).reduce((sum, s) => sum + sectionWords(s), 0);
    else if (block.type === 'table') words += tableWords(block as Table);
    else if (block.type === 'rich-text') {
      const text = block as RichText;
      words += countWords(text.heading ?? '', false) + text.paragraphs.reduce((sum, p) => sum + countWords(p), 0);
    }
  }
  return words;
}

function bodySections(blocks: Block[]): Section[] {
  return blocks.filter((b): b is Block & ArticleSections => b.type === 'article-sections').flatMap((b) => b.sections);
}

/** The routes whose first block is the item-header of a post: the articles. */
const articles = site.routes.flatMap((route) => {
  const first = route.blocks[0] as Block & Partial<ItemHeader>;
  if (first?.type !== 'item-header' || first.collection !== 'posts' || !first.item) return [];
  const post = items('posts').find((p) => p.id === first.item);
  return post ? [{ path: route.path, post, blocks: route.blocks, sections: bodySections(route.blocks) }] : [];
});

describe('article read times', () => {
  it('finds an article page for every post', () => {
    expect(articles.map((a) => a.post.id).sort()).toEqual(
      items('posts')
        .map((p) => p.id)
        .sort(),
    );
  });

  it('counts the words of a table, and leaves out the sources', () => {
    const table: Table = { type: 'table', caption: 'Two words', columns: ['One', 'Two words'], rows: [['A b c', '1%']], note: 'Four *short* words here.' };
    expect(tableWords(table)).toBe(2 + 3 + 4 + 4);
    const sources: Section = { heading: SOURCES, body: [{ list: ['Author, A. (2000). A title of ten words or so here.'] }] };
    expect(bodyWords([{ type: 'article-sections', sections: [sources] }, table])).toBe(13);
  });

  it.each(articles.map((a) => [a.path, a] as const))('%s states a read time its word count supports', (path, { post, blocks }) => {
    const words = bodyWords(blocks);
    const stated = /^(\d+) min read$/.exec(String(post.readTime));
    expect(stated, `${path}: readTime "${post.readTime}" is not of the form "N min read"`).not.toBeNull();
    const minutes = Number(stated![1]);
    const least = Math.round(words / FAST);
    const most = Math.round(words / SLOW);
    expect(
      least <= minutes && minutes <= most,
      `${path}: "${post.readTime}" for ${words} words; at ${SLOW}-${FAST} words a minute it should be ${least}-${most} min`,
    ).toBe(true);
  });
});

describe('article sources', () => {
  it.each(articles.map((a) => [a.path, a] as const))('%s ends with a Sources section of 3 to 16 works', (path, { sections }) => {
    const last = sections[sections.length - 1];
    expect(last?.heading, `${path}: the last section should be headed "${SOURCES}"`).toBe(SOURCES);
    const works = last.body.flatMap((part) => (typeof part === 'string' ? [] : (part.list ?? [])));
    expect(works.length, `${path}: ${works.length} works listed under "${SOURCES}"`).toBeGreaterThanOrEqual(3);
    expect(works.length, `${path}: ${works.length} works listed under "${SOURCES}"`).toBeLessThanOrEqual(16);
    for (const work of works) expect(work, `${path}: a source should read "Author, A. A. (Year). Title."`).toMatch(/\(\d{4}[a-z]?(, [A-Z][a-z]+ \d{1,2})?\)\./);
  });
});

/*
 * Issue 33, point 1: beside every button that earns the site money, the relationship is said
 * plainly ("we earn", never "may earn"), with the price terms of the test it opens: every amount
 * its price states and, for a trial, how it renews.
 */

type Json = unknown;
const isObj = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The provider's addresses, and the link:NAME targets that name them. */
const providerHost = new URL(site.settings.links!.provider).host;
const providerTargets = new Set([
  ...Object.entries(site.settings.links!)
    .filter(([, url]) => new URL(url).host === providerHost)
    .flatMap(([name, url]) => [`link:${name}`, url]),
]);

/** The test a provider link opens: the item whose link field holds that target. */
function productOf(target: string): Record<string, Json> {
  const found = Object.values(site.collections).flatMap((c) => c.items.filter((item) => Object.values(item).includes(target)));
  expect(found, `exactly one reviewed test should be reached through ${target}`).toHaveLength(1);
  return found[0] as Record<string, Json>;
}

/** What a note beside a provider button must say: that the site earns from it, and the test's price terms. */
function disclosureProblems(note: unknown, target: string): string[] {
  if (typeof note !== 'string') return ['there is no note beside it'];
  const text = plainText(note, linkSettings);
  const product = productOf(target);
  const problems: string[] = [];
  if (!/\bearns?\b[^.]*\bcommission\b/i.test(text)) problems.push('it does not say plainly that we earn a commission');
  if (/\b(may|might|can|could) earn\b/i.test(text)) problems.push('it says "may earn", where we do earn');
  if (!text.includes(String(product.name))) problems.push(`it does not name the test the button opens, ${product.name}`);
  for (const amount of String(product.price).match(/\$\d+(\.\d\d)?/g) ?? []) if (!text.includes(amount)) problems.push(`it leaves out ${amount} of the price`);
  if (/trial/i.test(String(product.price)) && !/until you cancel|renews/i.test(text)) problems.push('it does not say how the trial renews');
  return problems;
}

interface ProviderButton {
  where: string;
  target: string;
  note: unknown;
}

/** Every button and row link to the provider, with the note beside it; and where else the provider is linked from. */
function providerButtons(): { buttons: ProviderButton[]; elsewhere: string[] } {
  const buttons: ProviderButton[] = [];
  const cta = site.navigation?.cta;
  const seen = new Set<unknown>();
  if (cta && providerTargets.has(cta.to)) buttons.push({ where: 'the header button', target: cta.to, note: cta.note });
  seen.add(cta);
  for (const route of site.routes) {
    for (const [i, block] of route.blocks.entries()) {
      const where = `${route.path}, block ${i + 1} (${block.type})`;
      const b = block as unknown as Record<string, Json>;
      for (const action of [...(Array.isArray(b.actions) ? b.actions : []), b.action].filter(isObj)) {
        seen.add(action);
        if (typeof action.to === 'string' && providerTargets.has(action.to))
          buttons.push({ where: `${where}, '${action.label}'`, target: action.to, note: b.note });
      }
      for (const link of [b.itemLink, b.action].filter(isObj)) {
        if (typeof link.field !== 'string' || typeof b.collection !== 'string') continue;
        const entries = site.collections[b.collection].items;
        const highlighted = isObj(b.highlight) ? entries.find((e) => e[(b.highlight as { field: string }).field] === true) : undefined;
        for (const entry of link.only === 'highlighted' ? [highlighted].filter(Boolean) : entries) {
          const target = entry![link.field];
          if (typeof target === 'string' && providerTargets.has(target))
            buttons.push({ where: `${where}, '${link.label}' of ${entry!.id}`, target, note: typeof link.note === 'string' ? entry![link.note] : undefined });
        }
      }
    }
  }
  // Any other mention: a link in prose, a footer link, an action not drawn as a button.
  const elsewhere: string[] = [];
  const walk = (value: Json, path: string) => {
    if (typeof value === 'string') {
      const targets = [value, ...inlineTargets(value)];
      if (targets.some((t) => providerTargets.has(t)) && !path.startsWith('settings.links') && !/^collections\.\w+\.items\.\d+\.url$/.test(path))
        elsewhere.push(path);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${i}`));
    else if (isObj(value) && !seen.has(value)) for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(site as unknown as Json, '');
  return { buttons, elsewhere };
}

describe('disclosure beside every button to the test provider', () => {
  const { buttons, elsewhere } = providerButtons();

  it('finds the buttons the SPEC asks for, and no link to the provider anywhere else', () => {
    expect(buttons.length).toBeGreaterThan(10);
    expect(buttons.some((b) => b.where === 'the header button')).toBe(true);
    expect(elsewhere).toEqual([]);
  });

  it.each(buttons.map((b) => [b.where, b] as const))('%s has the disclosure and the price terms beside it', (_where, { target, note }) => {
    expect(disclosureProblems(note, target)).toEqual([]);
  });

  it('catches a note that only says "may earn", or leaves out the renewal', () => {
    const target = 'link:provider';
    const { name, price } = productOf(target) as { name: string; price: string };
    const amounts = price.match(/\$\d+(\.\d\d)?/g)!.join(', ');
    expect(disclosureProblems(`${name} costs ${amounts} until you cancel. We may earn a commission.`, target)).toContain(
      'it says "may earn", where we do earn',
    );
    expect(disclosureProblems(`We earn a commission on ${name}: ${amounts}.`, target)).toEqual(['it does not say how the trial renews']);
  });
});

/*
 * Issue 33, point 23: say each thing once and link to it. No paragraph of 40 words or more,
 * anywhere on the site, appears twice.
 */
describe('no repetition', () => {
  /** Every piece of prose in the site file, by where it is. */
  function prose(): Array<{ path: string; text: string }> {
    const found: Array<{ path: string; text: string }> = [];
    const walk = (value: Json, path: string) => {
      if (typeof value === 'string') found.push({ path, text: value });
      else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${i}`));
      else if (isObj(value)) for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    };
    walk(site as unknown as Json, '');
    return found;
  }

  /** A paragraph as a reader would compare two: the words, in order, whatever the markup, case or punctuation. */
  const normal = (text: string) =>
    plainText(text, linkSettings)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();

  /** Runs of six words: two paragraphs that share most of theirs say the same thing, whatever was changed around them. */
  const shingles = (words: string[]) => new Set(words.slice(0, -5).map((_, i) => words.slice(i, i + 6).join(' ')));
  const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((s) => b.has(s)).length / Math.min(a.size, b.size);

  /** The paragraphs of 40 words or more that say again, word for word or nearly, what an earlier one says. */
  function repeats(texts: Array<{ path: string; text: string }>): string[] {
    const seen: Array<{ path: string; runs: Set<string> }> = [];
    const found: string[] = [];
    for (const { path, text } of texts) {
      if (countWords(text) < 40) continue;
      const runs = shingles(normal(text).split(' '));
      const earlier = seen.find((s) => overlap(runs, s.runs) >= 0.5);
      if (earlier) found.push(`${path} repeats ${earlier.path}: "${text.slice(0, 80)}…"`);
      else seen.push({ path, runs });
    }
    return found;
  }

  it('has no paragraph of 40 words or more twice, word for word or nearly', () => {
    expect(repeats(prose())).toEqual([]);
  });

  it('counts a paragraph said again with a few words changed as said twice, and two paragraphs on one subject as two', () => {
    const base =
      'Retaking the same or a similar test usually raises a score by a few points, typically about four after one retake, simply because the question types are familiar, and the gain reflects familiarity rather than any change in ability, so wait before you try again.';
    const reworded = base.replace('simply because', 'because').replace('so wait', 'so please wait');
    const other =
      'A second attempt can be worth it when the first was interrupted or you were unwell, but choose a different well-built test, rest properly beforehand and read both scores as ranges rather than as single numbers that must agree to the point.';
    expect(
      repeats([
        { path: 'a', text: base },
        { path: 'b', text: reworded },
      ]),
    ).toHaveLength(1);
    expect(
      repeats([
        { path: 'a', text: base },
        { path: 'b', text: other },
      ]),
    ).toEqual([]);
  });
});
