import type { Assets } from '../model/assets.js';
import type { Site } from '../types/site.js';

/** A site rendered with no pictures, font or code prepared: a test of one block. */
const NO_ASSETS: Assets = { images: {}, languages: [] };

/**
 * What pages are rendered from: the validated site and the assets prepared
 * for it (assets/assets.ts), handed to every render explicitly. Memos of
 * what every page shares (the shell) are kept per SiteData.
 */
export class SiteData {
  constructor(
    readonly site: Site,
    readonly assets: Assets = NO_ASSETS,
  ) {}
}
