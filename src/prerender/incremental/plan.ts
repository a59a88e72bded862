import type { SitePage } from '../../validate/site-pages.js';
import type { Manifest, PageFile } from './build-cache.js';
import type { DiskState } from './disk-check.js';
import { pageKey, type PageInputs, type PageParts } from './page-inputs.js';

export interface PagePlan {
  page: SitePage;
  index: number;
  /** What it is made from, when worked out (its inputs are not the last build's), the digest of that (its key), and the digest of its inputs. */
  parts?: PageParts;
  key: string;
  inputs: string | undefined;
  /** A file made from the same inputs that can be kept as it is. */
  keep?: PageFile;
  /** Where the kept file is: already in place in the claimed spare, or in the last output, to be linked. */
  keptIn?: 'spare' | 'output';
  /** Why it is rendered: empty when it is kept. */
  reasons: string[];
}

/** The spare the build claimed as its folder (output-folder.ts), and the pages its files were made from. */
export interface SpareFolder {
  dir: string;
  pages: Record<string, PageFile>;
}

/**
 * Which pages the build must render, and why; the rest are kept. A page is
 * kept only when all of its inputs are the same and a file the last build
 * (in target) or the one before it (in the claimed spare) wrote from them
 * is still as it was written. The reasons are against the last build, in
 * full when `before` gives the parts of its keys (for --explain).
 */
export function planPages(
  pages: SitePage[],
  inputs: PageInputs,
  manifest: Manifest | undefined,
  disk: DiskState | undefined,
  spare?: SpareFolder,
  before?: (key: string) => PageParts | undefined,
): PagePlan[] {
  return pages.map((page, index) => {
    const cached = manifest?.pages[page.file];
    const digest = inputs.inputs(page);
    // Inputs as the last build's make the same key; only other pages are worked out part by part.
    const parts = digest !== undefined && cached?.inputs === digest ? undefined : inputs.parts(page);
    const plan = { page, index, inputs: digest, ...(parts ? { parts, key: pageKey(parts) } : { key: cached!.key }) };
    const inSpare = spare?.pages[page.file];
    // An edit undone, or a page rendered by the last build, is often still right in the spare.
    if (inSpare?.key === plan.key && disk?.spare.has(page.file)) return { ...plan, keep: inSpare, keptIn: 'spare', reasons: [] };
    if (!cached) return { ...plan, reasons: [manifest ? 'a new page' : 'no earlier build to reuse'] };
    if (cached.key !== plan.key) return { ...plan, reasons: changedParts(before?.(cached.key), parts!) };
    if (!disk?.output.has(page.file)) return { ...plan, reasons: ['its file in the output is missing or was changed'] };
    return { ...plan, keep: cached, keptIn: 'output', reasons: [] };
  });
}

/** Why a page's inputs differ, in words; without the earlier parts, only that they do. */
function changedParts(before: PageParts | undefined, after: PageParts): string[] {
  if (!before) return ['its inputs changed'];
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]);
  return names.map((name) => {
    if (name === 'code') return 'renderer code changed';
    if (name === 'site') return 'settings, navigation or footer changed';
    if (name === 'page') return 'its own content changed';
    if (name === 'links') return 'a title it shows of another page changed';
    if (name === 'pictures') return 'a picture it shows changed';
    const item = /^item (.+) of (.+)$/.exec(name);
    if (item) return `item \`${item[1]}\` of \`${item[2]}\` ${!(name in after) ? 'is no longer shown' : !(name in before) ? 'is now shown' : 'changed'}`;
    const listed = /^(collection|declaration of) (.+)$/.exec(name);
    if (listed) return `${listed[1] === 'collection' ? 'collection' : 'the declaration of'} \`${listed[2]}\` changed`;
    return `${name} changed`;
  });
}
