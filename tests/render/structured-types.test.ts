import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareAssets } from '../../src/assets/assets.js';
import { encodeImages, writeOnDemand } from '../../src/assets/images.js';
import { ITEM_TYPES, propertyField } from '../../src/model/item-types.js';
import { headTags } from '../../src/prerender/seo/head-tags.js';
import { structuredData } from '../../src/prerender/seo/structured-data.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { pagesOf } from '../../src/validate/site-index.js';
import { validateFile, validateSource } from '../../src/validate/validate-site.js';
import { jsonLdProblems, RECOMMENDED } from '../e2e/json-ld.js';

type Node = Record<string, unknown>;
const SITES = ['clinic', 'docs', 'grinders', 'cookery'];
const COOKERY = 'tests/fixtures/sites/cookery';
const loaded = new Map<string, { site: Site; data: SiteData }>();

beforeAll(async () => {
  await loadRenderers();
  for (const name of SITES) {
    const site = validateFile(`tests/fixtures/sites/${name}/site.yaml`).site as Site;
    loaded.set(name, { site, data: new SiteData(site, await prepareAssets(site, `tests/fixtures/sites/${name}`)) });
  }
}, 120_000);

/** Every node of a graph, nested ones included. */
function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (!value || typeof value !== 'object') return [];
  const node = value as Node;
  return [...(typeof node['@type'] === 'string' ? [node] : []), ...Object.values(node).flatMap(nodes)];
}

const graphOf = (name: string, path: string) => {
  const { site, data } = loaded.get(name)!;
  const page = pagesOf(site).find((p) => p.path === path)!;
  return { page, graph: structuredData(data.reader(), page), head: headTags(data.reader(), page, page.title).join('\n') };
};

describe('structured data of every kind of site', () => {
  it("gives every page of every fixture site the properties Google requires of each type it publishes (the types' own pages)", () => {
    for (const name of SITES) {
      for (const page of pagesOf(loaded.get(name)!.site)) expect(jsonLdProblems(graphOf(name, page.path).graph), `${name} ${page.path}`).toEqual([]);
    }
  });

  it("keeps a page's JSON-LD inside its script whatever its texts hold, and it reads back as the same graph", () => {
    const { site, data } = loaded.get('docs')!;
    const hostile = '</script><script>alert(1)</script> <!-- & -->';
    const changed: Site = { ...site, routes: site.routes.map((route) => ({ ...route, title: `${route.title} ${hostile}` })) };
    const reader = new SiteData(changed, data.assets).reader();
    for (const page of pagesOf(changed).filter((p) => !p.notFound)) {
      const head = headTags(reader, page, page.title).join('\n');
      const open = '<script type="application/ld+json">';
      const json = head.slice(head.indexOf(open) + open.length, head.indexOf('</script>', head.indexOf(open)));
      expect(json, page.path).not.toMatch(/[<>&]/);
      const graph = JSON.parse(json) as unknown;
      expect(graph, page.path).toEqual(JSON.parse(JSON.stringify(structuredData(reader, page))));
      expect(JSON.stringify(graph), page.path).toContain(JSON.stringify(hostile).slice(1, -1));
    }
  });

  it('publishes every recommended property a collection has a field for, so nothing given is dropped', () => {
    const { site } = loaded.get('cookery')!;
    const seen = new Set<string>();
    for (const page of pagesOf(site)) {
      for (const node of nodes(graphOf('cookery', page.path).graph)) {
        const type = String(node['@type']);
        const collection = Object.values(site.collections ?? {}).find((c) => c.structuredData === type);
        if (!collection || !ITEM_TYPES[type]) continue;
        seen.add(type);
        for (const spec of ITEM_TYPES[type]) {
          const given = propertyField(collection, spec) !== undefined || spec.fromSite;
          if (given && RECOMMENDED[type]?.includes(spec.property)) expect(node[spec.property], `${type} ${spec.property}`).toBeDefined();
        }
      }
    }
    expect([...seen].sort()).toEqual(['Course', 'Event', 'Recipe']);
  });

  it('writes a recipe as Google reads one: ingredients, steps, ISO 8601 times and its picture', () => {
    const recipe = nodes(graphOf('cookery', '/recipes/lemon-tart').graph).find((n) => n['@type'] === 'Recipe')!;
    expect(recipe).toMatchObject({
      name: 'Lemon tart',
      prepTime: 'PT40M',
      cookTime: 'PT50M',
      totalTime: 'PT90M',
      recipeYield: 8,
      recipeCategory: 'Dessert',
      recipeCuisine: 'French',
      datePublished: '2026-02-28',
      image: expect.stringMatching(/^https:\/\/www\.emberandsalt\.example\/images\/.*lemon-tart/),
    });
    expect(recipe.recipeIngredient).toContain('5 eggs');
    expect((recipe.recipeInstructions as Node[])[0]).toEqual({ '@type': 'HowToStep', text: 'Heat the oven to 140 °C (120 °C fan).' });
  });

  it("places an event at the organization's address, with its performer from a reference and its ticket price", () => {
    const event = nodes(graphOf('cookery', '/supper-club/whole-fish').graph).find((n) => n['@type'] === 'Event')!;
    expect(event).toMatchObject({
      startDate: '2026-06-18',
      location: { '@type': 'Place', name: 'Ember & Salt', address: { streetAddress: '22 Harbour Street', postalCode: 'TQ15 3HS' } },
      performer: { '@type': 'Person', name: 'Tom Ashby' },
      offers: { '@type': 'Offer', price: 65, priceCurrency: 'GBP' },
      organizer: { '@type': 'Organization', name: 'Ember & Salt' },
    });
  });

  it("publishes a restaurant's cuisine, bookings and menu by section in the declared order, with prices and diets", () => {
    const restaurant = nodes(graphOf('cookery', '/').graph).find((n) => n['@type'] === 'Restaurant')!;
    expect(restaurant).toMatchObject({ servesCuisine: ['Modern British', 'Mediterranean'], acceptsReservations: true });
    const sections = (restaurant.hasMenu as Node).hasMenuSection as Node[];
    expect(sections.map((s) => s.name)).toEqual(['Starters', 'Mains', 'Desserts']);
    expect((sections[1].hasMenuItem as Node[])[1]).toEqual({
      '@type': 'MenuItem',
      name: 'Hake over embers',
      description: 'Hake cooked over the wood grill with brown shrimp butter and charred leeks.',
      offers: { '@type': 'Offer', price: 24, priceCurrency: 'GBP' },
      suitableForDiet: ['https://schema.org/GlutenFreeDiet'],
    });
    // The menu is published once, on the home page.
    expect(JSON.stringify(graphOf('cookery', '/menu').graph)).not.toContain('MenuItem');
  });

  it("puts the item's picture on an article", () => {
    const posting = nodes(graphOf('grinders', '/guides/dialling-in-espresso').graph).find((n) => n['@type'] === 'BlogPosting');
    expect(posting).toBeDefined();
    const guides = loaded.get('grinders')!.site.collections!.guides;
    // A guide has no picture field, so it publishes none rather than a wrong one.
    expect(Object.values(guides.fields).some((f) => f.type === 'image')).toBe(posting!.image !== undefined);
  });
});

describe('link previews', () => {
  const og = (head: string, key: string) => head.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

  it("show the hero's picture, else the item's, else the site's, with its alt text and a large card", () => {
    const home = graphOf('cookery', '/').head;
    expect(og(home, 'og:image')).toMatch(/\/images\/kitchen-table\.jpg$/);
    expect(og(home, 'og:image:alt')).toBe('Drawing of a bowl of tomato soup on a wooden table, with a lemon and a bottle of olive oil');
    expect(og(home, 'twitter:card')).toBe('summary_large_image');
    const recipe = graphOf('cookery', '/recipes/lemon-tart').head;
    expect(og(recipe, 'og:image')).toMatch(/\/images\/recipes\/lemon-tart\.jpg$/);
    expect(og(recipe, 'og:image:alt')).toBe('Drawing of a lemon tart on a white plate with a spoon of crème fraîche');
    // A page with no picture of its own takes the site's.
    expect(og(graphOf('cookery', '/school').head, 'og:image')).toMatch(/\/images\/kitchen-table\.jpg$/);
    expect(og(graphOf('cookery', '/school').head, 'og:image:width')).toBe('1200');
  });

  it('stay a plain summary card, with no picture, on a site that gives none', () => {
    const { data, site } = loaded.get('docs')!;
    const page = pagesOf(site).find((p) => p.path === '/')!;
    const head = headTags(data.reader(), page, page.title).join('\n');
    if (og(head, 'og:image') === undefined) expect(og(head, 'twitter:card')).toBe('summary');
    else expect(og(head, 'twitter:card')).toBe('summary_large_image');
  });

  it('are cut to 1200×630 JPEGs by the build', async () => {
    const out = mkdtempSync(join(tmpdir(), 'social-'));
    try {
      const encoded = await encodeImages(COOKERY, [{ src: 'recipes/lemon-tart.jpg', alt: 'x' }], out, join(out, '.cache'));
      await writeOnDemand(COOKERY, { cards: ['recipes/lemon-tart.jpg'], wide: [] }, out, join(out, '.cache'));
      const file = encoded['recipes/lemon-tart.jpg'].social;
      expect(file).toMatch(/^\/images\/lemon-tart-[0-9a-f]{8}-1200x630\.jpg$/);
      expect(imageSize(readFileSync(join(out, file)))).toMatchObject({ width: 1200, height: 630, type: 'jpg' });
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('a collection that declares a type has the fields it needs', () => {
  const source = readFileSync(`${COOKERY}/site.yaml`, 'utf8');
  const problems = (find: string, replace: string) => {
    if (!source.includes(find)) throw new Error(`test setup: '${find}' not in the fixture`);
    const edited = source.replace(find, replace);
    return validateSource(edited, COOKERY).problems.map(({ line, col, message }) => ({ line, col, message, text: edited.split('\n')[line - 1] }));
  };

  it("reports a recipe without its method at the type's line", () => {
    const found = problems('recipeInstructions: method, ', '');
    expect(found).toEqual([
      expect.objectContaining({
        text: '    structuredData: Recipe',
        col: 21,
        message:
          "Recipe needs the method: name a list field 'recipeInstructions', or say which field gives it with structuredFields: { recipeInstructions: <field> }",
      }),
    ]);
  });

  it('reports a time counted in a number with no unit, where it is named', () => {
    const found = problems('      prep: { type: number, unit: min, integer: true, min: 0 }', '      prep: { type: number, integer: true, min: 0 }');
    expect(found.map((p) => p.message)).toEqual([
      "'prep' gives Recipe's prepTime (the preparation time) as a number, so it needs unit: min (or h) to say what it counts",
    ]);
    expect(found[0].text).toContain('structuredFields: { recipeIngredient');
  });

  it("needs an event's place when the organization has no address to stand in", () => {
    const found = problems('    address: { street: 22 Harbour Street, locality: Saltmouth, region: Devon, postalCode: TQ15 3HS, country: GB }\n', '');
    expect(found.map((p) => p.message)).toContain(
      "Event needs its place: name a reference field 'location', or say which field gives it with structuredFields: { location: <field> }",
    );
  });

  it('names a diet schema.org does not know at the dish that says it', () => {
    const found = problems('        diets: [Gluten-free]', '        diets: [Pescatarian]');
    expect(found).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^'Pescatarian' is not a diet schema\.org knows/), text: '        diets: [Pescatarian]' }),
    ]);
  });
});

afterAll(() => loaded.clear());
