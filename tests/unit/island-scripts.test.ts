import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRenderers } from '../../src/renderers/components.js';
import { buildIslands, INLINE_LIMIT } from '../../src/prerender/build-islands.js';
import { htmlDocument, scriptText } from '../../src/prerender/html-document.js';
import { writeIslandFiles } from '../../src/prerender/island-files.js';
import { contentSecurityPolicy } from '../../src/prerender/seo/security-headers.js';
import { writePages } from '../../src/prerender/render-site.js';
import { sitePages } from '../../src/validate/site-pages.js';
import type { Site } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { blocksOf } from '../../src/model/lazy-site.js';
import { workTimeout } from '../work.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (scripts: Parameters<typeof htmlDocument>[0]['scripts']) =>
  htmlDocument({ language: 'en', title: 't', description: 'd', css: '', body: '<main></main>', scripts });

beforeAll(() => loadRenderers());

describe('island scripts', () => {
  it('are bundled for every island a renderer declares', async () => {
    expect([...(await buildIslands()).keys()].sort()).toEqual(['accordion', 'not-found']);
  });

  it('are written into the page when small, so the page needs no second request', async () => {
    const out = mkdtempSync(join(tmpdir(), 'islands-'));
    const accordion = (await buildIslands(['accordion'])).get('accordion')!;
    expect('inline' in accordion && Buffer.byteLength(accordion.inline)).toBeLessThanOrEqual(INLINE_LIMIT);
    expect(writeIslandFiles([accordion], out)).toEqual([accordion]);
    expect(existsSync(join(out, 'assets'))).toBe(false);
  });

  it('become hashed files under /assets when over the inline limit, so browsers cache them', async () => {
    const out = mkdtempSync(join(tmpdir(), 'islands-'));
    const script = (await buildIslands(['accordion'], 0)).get('accordion')!;
    const [loaded] = writeIslandFiles([script], out);
    expect(loaded).toEqual({ src: expect.stringMatching(/^\/assets\/accordion-[\w-]+\.js$/) });
    expect(readFileSync(join(out, 'src' in loaded ? loaded.src : ''), 'utf8')).toContain('accordion');
  });

  it('cannot end their <script> element early, and still mean the same code', () => {
    const code = 'globalThis.out = ["</script><script>alert(1)</script>", /<!--/.test("a<!--b"), `</SCRIPT>`];';
    const safe = scriptText(code);
    expect(safe).not.toMatch(/<\/script|<!--/i);
    const run = (source: string) => runInNewContext(`${source}; out`, {});
    expect(run(safe)).toEqual(run(code));
    expect(page([{ inline: code }])).toContain(`<script type="module">${safe}</script>`);
  });

  it('are allowed by the CSP by hash when inline, and as the site’s own files only when one is a file', () => {
    const inline = 'console.log("island")';
    const policy = (scripts: Parameters<typeof contentSecurityPolicy>[0]['scripts']) =>
      contentSecurityPolicy({ styleHashes: [], scripts }).match(/script-src ([^;]+)/)![1];
    expect(policy([{ inline }])).toBe(sha(scriptText(inline)));
    expect(policy([{ inline }, { src: '/assets/big-1.js' }])).toBe(`'self' ${sha(scriptText(inline))}`);
    expect(policy([])).toBe("'none'");
    expect(page([{ src: '/assets/big-1.js' }])).toContain('<script type="module" src="/assets/big-1.js"></script>');
  });

  // The islands bundled, then the site's pages written twice: a part for bundling, and milliseconds per page.
  const site = validateSource(readFileSync(new URL('../fixtures/every-block.yaml', import.meta.url), 'utf8')).site as Site;
  const pages = sitePages(site);
  it('are reported per set of pages, so the CSP and /assets list only the islands some page uses', {
    timeout: workTimeout(2 * pages.length, 2_000, 20_000),
  }, async () => {
    const scripts = await buildIslands();
    const withoutAccordion = pages.filter((p) => !blocksOf(p.blocks).some((b) => b.type === 'accordion'));
    expect(withoutAccordion.length).toBeLessThan(pages.length);
    const used = async (list: typeof pages) =>
      [
        ...new Set(
          (await writePages(new SiteData(site), list, scripts, mkdtempSync(join(tmpdir(), 'pages-')), { alone: true })).written.flatMap((w) => w.islands),
        ),
      ].sort();
    expect(await used(withoutAccordion)).toEqual(['not-found']);
    expect(await used(pages)).toEqual(['accordion', 'not-found']);
  });
});
