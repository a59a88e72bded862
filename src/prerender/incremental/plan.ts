import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { SitePage } from '../../model/pages.js';
import type { Manifest, PageFile } from './build-cache.js';
import { pageKey, type PageInputs, type PageParts } from './page-inputs.js';

export interface PagePlan {
  page: SitePage;
  index: number;
  parts: PageParts;
  key: string;
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
 * is still as it was written. The reasons are against the last build.
 */
export function planPages(pages: SitePage[], inputs: PageInputs, manifest: Manifest | undefined, target: string, spare?: SpareFolder): PagePlan[] {
  return pages.map((page, index) => {
    const parts = inputs.parts(page);
    const key = pageKey(parts);
    const inSpare = spare?.pages[page.file];
    // An edit undone, or a page rendered by the last build, is often still right in the spare.
    if (inSpare?.key === key && unchangedOnDisk(join(spare!.dir, page.file), inSpare))
      return { page, index, parts, key, keep: inSpare, keptIn: 'spare', reasons: [] };
    const cached = manifest?.pages[page.file];
    if (!cached) return { page, index, parts, key, reasons: [manifest ? 'a new page' : 'no earlier build to reuse'] };
    if (cached.key !== key) return { page, index, parts, key, reasons: changedParts(cached.parts, parts) };
    if (!unchangedOnDisk(join(target, page.file), cached)) return { page, index, parts, key, reasons: ['its file in the output is missing or was changed'] };
    return { page, index, parts, key, keep: cached, keptIn: 'output', reasons: [] };
  });
}

function unchangedOnDisk(file: string, cached: PageFile): boolean {
  try {
    const stat = statSync(file);
    return stat.size === cached.size && stat.mtimeMs === cached.mtimeMs;
  } catch {
    return false;
  }
}

/** Why a page's inputs differ, in words. */
function changedParts(before: PageParts, after: PageParts): string[] {
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
