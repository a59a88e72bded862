import { parseSource } from '../../src/load/load-site.js';
import type { Site } from '../../src/types/site.js';
import { inject } from 'vitest';
import { IQ_SITE_SOURCE } from '../iq-site.js';

/** The real site, read from site.yaml, so tests follow the content rather than copy it. */
export const site = parseSource(IQ_SITE_SOURCE).data as Site;
export const routePaths = site.routes.map((r) => r.path);
export const links = site.settings.links ?? {};

/** A collection's items with their fields, as tests read them. */
export function items(name: string): Array<{ id: string } & Record<string, any>> {
  return site.collections[name].items;
}

/** Where the end-to-end setup serves the IQ site it built (tests/e2e/global-setup.ts builds the root site.yaml). */
export const iqSiteUrl = (): string => inject('siteUrl');
