import type { SitePage } from '../../validate/site-pages.js';
import type { Manifest, PageFile } from './build-cache.js';
import type { DiskState } from './disk-check.js';
import type { PageParts, PageRecords } from './page-record.js';

export interface PagePlan {
  page: SitePage;
  index: number;
  /** A file made from the same reads, giving the same now, that can be kept as it is. */
  keep?: PageFile;
  /** Where the kept file is: already in place in the claimed swap, or in the last output, to be linked. */
  keptIn?: 'swap' | 'output';
  /** The digest of its inputs now (PageRecords.inputs), for a kept page. */
  inputs?: string;
  /** Why it is rendered: empty when it is kept. */
  reasons: string[];
}

/** The swap folder the build claimed as its folder (output-folder.ts), and the pages its files were made from. */
export interface SwapFolder {
  dir: string;
  pages: Record<string, PageFile>;
}

/**
 * Which pages the build must render, and why; the rest are kept. A page is
 * kept only when every read it made when it was last drawn gives what it
 * gave then (its key is the same), and a file the last build (in target)
 * or the one before it (in the claimed swap) wrote is still as it was
 * written. A page whose inputs digest is the last build's keeps its key
 * without its reads being worked out again. The reasons are against the
 * last build, in full when `before` gives the parts of its keys (for
 * --explain).
 */
export function planPages(
  pages: SitePage[],
  records: PageRecords,
  manifest: Manifest | undefined,
  disk: DiskState | undefined,
  swap?: SwapFolder,
  before?: (path: string, key: string, reads: readonly string[]) => PageParts | undefined,
): PagePlan[] {
  const keyNow = (page: SitePage, file: PageFile) => records.key(page, manifest!.reads.list(file.reads));
  return pages.map((page, index) => {
    const cached = manifest?.pages[page.file];
    const list = cached && manifest!.reads.list(cached.reads);
    const inputs = list && records.inputs(page, list);
    // Inputs as the last build's: the same reads, giving the same. Other pages' reads are worked out again.
    const key = cached && (inputs !== undefined && cached.inputs === inputs ? cached.key : keyNow(page, cached));
    const plan = { page, index, ...(inputs && { inputs }) };
    const inSwap = swap?.pages[page.file];
    // An edit undone, or a page rendered by the last build, is often still right in the swap folder: made from the
    // same reads as the last build's page, it is right when its key is that page's key now; from others, when
    // they give what they gave.
    if (inSwap && disk?.swap.has(page.file)) {
      const sameList = inSwap.reads === cached?.reads;
      if (inSwap.key === (sameList ? key : keyNow(page, inSwap))) {
        const kept = sameList ? inputs : records.inputs(page, manifest!.reads.list(inSwap.reads));
        return { page, index, ...(kept && { inputs: kept }), keep: inSwap, keptIn: 'swap', reasons: [] };
      }
    }
    if (!cached) return { ...plan, reasons: [manifest ? 'a new page' : 'no earlier build to reuse'] };
    if (key !== cached.key) return { ...plan, reasons: changedParts(before?.(page.path, cached.key, list!.names), records.parts(page, list!)) };
    if (!disk?.output.has(page.file)) return { ...plan, reasons: ['its file in the output is missing or was changed'] };
    return { ...plan, keep: cached, keptIn: 'output', reasons: [] };
  });
}

/** Why a page's parts differ, in words; without the earlier parts, only that they do. */
function changedParts(before: PageParts | undefined, after: PageParts): string[] {
  if (!before) return ['its inputs changed'];
  const names = Object.keys(after).filter((name) => before[name] !== after[name]);
  const reasons = names.map((name) => {
    if (name === 'code') return 'renderer code changed';
    if (name === 'page') return 'its own content changed';
    return readChanged(JSON.parse(name) as unknown[]);
  });
  return [...new Set(reasons)];
}

/** A read that gives something else now, in words. */
function readChanged([kind, ...args]: unknown[]): string {
  const [a, b, c] = args.map((arg) => (typeof arg === 'string' ? `\`${arg}\`` : JSON.stringify(arg)));
  switch (kind) {
    case 'setting':
      return a === undefined ? 'the settings changed' : `setting ${a} changed`;
    case 'navigation':
      return 'the navigation changed';
    case 'footer':
      return 'the footer changed';
    case 'declaration':
      return `the declaration of ${a} changed`;
    case 'item':
      return `item ${b} of ${a} changed`;
    case 'field':
      return `field ${c} of item ${b} of ${a} changed`;
    case 'query':
      return `the items it lists of ${a} changed`;
    case 'title':
      return `the title of ${a} changed`;
    case 'picture':
      return `picture ${a} changed`;
    case 'social':
      return `the link-preview card of picture ${a} changed`;
    case 'wide':
      return `picture ${a} changed`;
    case 'sequence':
      return 'its place in a sequence changed';
    default:
      return `${[kind, ...args].join(' ')} changed`;
  }
}
