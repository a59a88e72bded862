import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import * as Mui from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareAssets } from '../../src/assets/assets.js';
import { renderDocument } from '../../src/prerender/render-site.js';
import { isLongPage, LONG_LIST } from '../../src/validate/site-pages.js';
import { pagesOf } from '../../src/validate/site-index.js';
import { loadRenderers } from '../../src/renderers/components.js';
import { syntheticSite } from '../../bench/synthetic-site.js';
import * as Static from '../../src/ui/mui.js';
import { flushStaticSamples, setSampling, setStaticTemplates, templateStats } from '../../src/ui/static-mui.js';
import { theme } from '../../src/ui/theme.js';
import * as Icons from '../../src/ui/icons.js';
import type { Site } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { IQ_SITE_FILE, IQ_SITE_SOURCE } from '../iq-site.js';
import { workTimeout } from '../work.js';

/** Every site file the tests build: the real site and each fixture site. */
function fixtureSites(): string[] {
  const dir = new URL('../fixtures/', import.meta.url);
  const sites = new URL('sites/', dir);
  const nested = existsSync(sites) ? readdirSync(sites).map((name) => fileURLToPath(new URL(`${name}/site.yaml`, sites))) : [];
  return [IQ_SITE_FILE, fileURLToPath(new URL('every-block.yaml', dir)), ...nested];
}

/**
 * Each site file, validated when the tests are collected, with pictures and
 * fonts found beside it: how long its test may take follows its pages.
 */
const SITES = fixtureSites().map((file) => ({ file, ...validateSource(readFileSync(file, 'utf8'), dirname(file)) }));

/** Renders the way the prerenderer does: a fresh collecting Emotion cache, samples flushed afterwards. */
function render(node: ReactNode): { html: string; css: string } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme} disableStyleSheetGeneration>
        {node}
      </ThemeProvider>
    </CacheProvider>,
  );
  flushStaticSamples();
  return { html, css: Object.values(cache.inserted).join('') };
}

/** The same element built from MUI's components and from the templated ones. */
/** Each takes a number that changes its content and attributes, not its styling. */
const cases: Record<string, (m: typeof Static, n?: number) => ReactNode> = {
  'a button link with attributes': (m, n = 1) => (
    <m.Button component="a" href={`https://example.com/?a=${n}&b=2`} target="_blank" rel="noopener noreferrer" variant="contained" size="large">
      Visit {n} <span className="visually-hidden">(opens in a new tab)</span>
    </m.Button>
  ),
  'an outlined small button': (m) => (
    <m.Button component="a" href="/x" variant="outlined" size="small" fullWidth>
      Read
    </m.Button>
  ),
  'a chip with a label': (m, n = 1) => <m.Chip label={`Top ${n} & more`} color="primary" size="small" variant="outlined" className="badge" />,
  'a heading with responsive sx': (m) => (
    <m.Typography variant="h2" sx={{ mb: { xs: 1, md: 2 }, color: 'text.secondary' }}>
      Why “compare”?
    </m.Typography>
  ),
  'a link with sx': (m, n = 1) => (
    <m.Link href={`/guides/${n}`} id={`g${n}`} underline="hover" sx={{ fontWeight: 650 }}>
      guide {n}
    </m.Link>
  ),
  'nested boxes, a stack and a card': (m) => (
    <m.Box component="section" sx={{ py: { xs: 3.5, md: 5 } }} aria-labelledby="h">
      <m.Card variant="outlined">
        <m.CardContent>
          <m.Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <m.Paper variant="outlined">one</m.Paper>
            <m.Paper variant="outlined">two</m.Paper>
          </m.Stack>
        </m.CardContent>
      </m.Card>
    </m.Box>
  ),
  'a time element, whose dateTime React writes in camelCase': (m, n = 1) => (
    <m.Typography component="time" dateTime={`2025-01-0${n}`} variant="body2" color="text.secondary">
      {n} January 2025
    </m.Typography>
  ),
  'an SVG icon': (m) => (m === Static ? <Icons.ArrowBack fontSize="small" aria-hidden /> : <ArrowBack fontSize="small" aria-hidden />),
  'a box styled by a theme function': (m) => (
    <m.Box sx={(t) => ({ ...t.typography.body1, '& p': { m: 0 } })}>
      <p>text</p>
    </m.Box>
  ),
  'boolean attributes (open, hidden, disabled), which React writes as name=""': (m, n = 1) => (
    <m.Box component="details" open hidden={n > 1} id={`d${n}`}>
      <summary>Question {n}</summary>
      <m.Button disabled variant="outlined">
        Go
      </m.Button>
    </m.Box>
  ),
};

beforeAll(() => loadRenderers());
afterEach(() => {
  setStaticTemplates(true);
  setSampling(true);
});

describe('templated MUI components', () => {
  for (const [name, make] of Object.entries(cases)) {
    it(`render ${name} exactly as MUI does, first and every later time`, () => {
      const mui = Mui as unknown as typeof Static;
      expect(render(make(Static, 1))).toEqual(render(make(mui, 1)));
      expect(render(make(Static, 2))).toEqual(render(make(mui, 2)));
    });
  }

  // Each page drawn three times: milliseconds per page.
  for (const { file, site, problems } of SITES)
    it(`give every block of every page of ${file} the same HTML as MUI without templates`, {
      timeout: workTimeout(site ? pagesOf(site).length : 0, 3_500),
    }, async () => {
      expect(problems).toEqual([]);
      const assets = await prepareAssets(site!, dirname(file));
      const pages = pagesOf(site!);
      const islands = new Map([
        ['accordion', { src: '/a.js' }],
        ['not-found', { inline: 'console.log(1)' }],
      ]);
      // Each pass with a SiteData of its own, whose blocks are drawn anew (a block drawn once is shown again on later pages of the same one).
      const drawn = () => {
        const data = new SiteData(site!, assets);
        return pages.map((p) => renderDocument(data, p, islands).html);
      };
      setStaticTemplates(false);
      const plain = drawn();
      setStaticTemplates(true);
      // Twice: the first pass makes the templates, the second uses them.
      for (let pass = 0; pass < 2; pass++) expect(drawn()).toEqual(plain);
      expect(templateStats().templated).toBeGreaterThan(20);
    });

  it('give a long page, warmed up with short lists first, the same HTML as MUI without templates', () => {
    const real = validateSource(IQ_SITE_SOURCE).site as Site;
    const site = syntheticSite(200, real);
    const blog = pagesOf(site).find((p) => p.path === '/blog')!;
    expect(isLongPage(site, blog)).toBe(true);
    setStaticTemplates(false);
    const plain = renderDocument(new SiteData(site), blog, new Map()).html;
    setStaticTemplates(true);
    expect(renderDocument(new SiteData(site), blog, new Map()).html).toBe(plain);
    expect(templateStats().templated).toBeGreaterThan(10);
  });

  it('make no templates with sampling off, as a one-page rebuild renders, and give the same HTML', () => {
    const site = validateSource(IQ_SITE_SOURCE).site as Site;
    const pages = pagesOf(site).slice(0, 3);
    setStaticTemplates(false);
    const plain = pages.map((p) => renderDocument(new SiteData(site), p, new Map()).html);
    setStaticTemplates(true);
    setSampling(false);
    expect(pages.map((p) => renderDocument(new SiteData(site), p, new Map()).html)).toEqual(plain);
    expect(templateStats().templated).toBe(0);
  });

  it('still warm a long page up with templates when sampling is off', () => {
    const real = validateSource(IQ_SITE_SOURCE).site as Site;
    const site = syntheticSite(200, real);
    const blog = pagesOf(site).find((p) => p.path === '/blog')!;
    setStaticTemplates(true);
    setSampling(false);
    renderDocument(new SiteData(site), blog, new Map());
    expect(templateStats().templated).toBeGreaterThan(10);
  });

  // A hang guard, not a timing: the warm-up once warmed up its own cut-short page
  // over and over until the stack ran out, then rendered it that many times (97 s).
  it('render a page of many short lists, long only in total, with its content whole', { timeout: 20_000 }, () => {
    const site = validateSource(IQ_SITE_SOURCE).site as Site;
    const table = site.routes.flatMap((r) => r.blocks).find((b) => b.type === 'data-table' && !b.limit)!;
    const copies = Math.ceil((LONG_LIST + 1) / site.collections.platforms.items.length);
    const page = {
      path: '/tables',
      file: 'tables/index.html',
      title: 'Tables',
      description: 'Tables',
      blocks: Array(copies).fill(table),
      notFound: false,
      blocksAt: [],
    };
    expect(isLongPage(site, page)).toBe(true);
    setStaticTemplates(true);
    const { html } = renderDocument(new SiteData(site), page, new Map());
    expect(html.match(/<table/g)).toHaveLength(copies);
  });

  it('make templates for plain styling props, and leave sx functions to MUI', () => {
    setStaticTemplates(true);
    render(cases['a chip with a label'](Static));
    expect(templateStats()).toEqual({ templated: 1, untemplatable: 0 });
    render(cases['a box styled by a theme function'](Static));
    expect(templateStats()).toEqual({ templated: 1, untemplatable: 0 });
  });

  it('make templates for camelCase attributes and SVG icons too', () => {
    setStaticTemplates(true);
    render(cases['a time element, whose dateTime React writes in camelCase'](Static));
    render(cases['an SVG icon'](Static));
    expect(templateStats()).toEqual({ templated: 2, untemplatable: 0 });
  });
});
