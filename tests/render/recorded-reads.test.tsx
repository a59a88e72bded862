import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareAssets } from '../../src/assets/assets.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { pagesOf } from '../../src/validate/site-index.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { unrecordedReads } from '../record-check.js';

/** Every site file the tests build: the real site and each fixture site. */
function siteFiles(): string[] {
  const dir = new URL('../fixtures/', import.meta.url);
  const sites = new URL('sites/', dir);
  const nested = existsSync(sites) ? readdirSync(sites).map((name) => fileURLToPath(new URL(`${name}/site.yaml`, sites))) : [];
  return [fileURLToPath(new URL('../../site.yaml', import.meta.url)), fileURLToPath(new URL('every-block.yaml', dir)), ...nested];
}

async function load(file: string) {
  const site = validateSource(readFileSync(file, 'utf8'), dirname(file)).site as Site;
  return { site, assets: await prepareAssets(site, dirname(file)) };
}

beforeAll(() => loadRenderers());

describe('what a page records of what it read', () => {
  it.each(siteFiles())('is all it read: every page of %s comes out the same when everything else in the site changes', { timeout: 300_000 }, async (file) => {
    const { site, assets } = await load(file);
    const differences = pagesOf(site).flatMap((page) => unrecordedReads(site, assets, page.path));
    expect(differences).toEqual([]);
  });

  it('fails a page that read something around its reader', async () => {
    const { site, assets } = await load(fileURLToPath(new URL('../fixtures/every-block.yaml', import.meta.url)));
    // As if the item header and the item's facts had read the item straight from the site: the read is not in the record.
    expect(unrecordedReads(site, assets, '/coaches/anna-kowalska', (read) => read.startsWith('["item",'))).toEqual([
      '/coaches/anna-kowalska: its HTML changed with what it did not read',
    ]);
    // A setting read that way, on every page.
    expect(unrecordedReads(site, assets, '/', (read) => read === '["setting","siteName"]')).toEqual(['/: its HTML changed with what it did not read']);
    expect(unrecordedReads(site, assets, '/')).toEqual([]);
  });
});
