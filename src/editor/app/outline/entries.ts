import { blockLabel, itemLabel } from '../schema/entity.js';
import type { SchemaSet } from '../schema/schema-set.js';
import type { DataPath } from '../source.js';

/** One line of the outline: something the form can open. */
export interface OutlineEntry {
  path: DataPath;
  label: string;
  detail?: string;
  depth: number;
  group: 'site' | 'routes' | 'collections';
}

const SECTION_ORDER = ['settings', 'navigation', 'footer'];

/** Everything the owner can open, in file order: site sections, routes and their blocks, collections and their items. */
export function outlineEntries(schemas: SchemaSet, data: unknown): OutlineEntry[] {
  const root = (data ?? {}) as Record<string, unknown>;
  const language = schemas.file('schemas/site.schema.json')?.schema.properties as Record<string, { title?: string }> | undefined;
  const entries: OutlineEntry[] = [];
  const sections = [
    ...SECTION_ORDER,
    ...Object.keys(language ?? {}).filter((k) => !SECTION_ORDER.includes(k) && !['routes', 'collections', 'notFound'].includes(k)),
  ];
  for (const key of sections) entries.push({ path: [key], label: language?.[key]?.title ?? key, depth: 0, group: 'site' });
  entries.push({ path: ['notFound'], label: 'Not-found page', depth: 0, group: 'site' });
  const blocksOf = (blocks: unknown, at: DataPath, depth: number, group: OutlineEntry['group']) => {
    if (!Array.isArray(blocks)) return;
    blocks.forEach((block, i) => {
      const { typeTitle, text } = blockLabel(schemas, block);
      entries.push({ path: [...at, i], label: `${i + 1}. ${typeTitle}`, detail: text, depth, group });
    });
  };
  blocksOf((root.notFound as { blocks?: unknown } | undefined)?.blocks, ['notFound', 'blocks'], 1, 'site');
  const routes = Array.isArray(root.routes) ? root.routes : [];
  routes.forEach((route: { title?: unknown; path?: unknown; blocks?: unknown }, i) => {
    entries.push({
      path: ['routes', i],
      label: typeof route?.title === 'string' ? route.title : `Route ${i + 1}`,
      detail: typeof route?.path === 'string' ? route.path : undefined,
      depth: 0,
      group: 'routes',
    });
    blocksOf(route?.blocks, ['routes', i, 'blocks'], 1, 'routes');
  });
  const collections =
    root.collections && typeof root.collections === 'object' ? (root.collections as Record<string, { items?: unknown; page?: { blocks?: unknown } }>) : {};
  for (const [name, collection] of Object.entries(collections)) {
    const items = Array.isArray(collection?.items) ? collection.items : [];
    entries.push({ path: ['collections', name], label: name, detail: `${items.length} item${items.length === 1 ? '' : 's'}`, depth: 0, group: 'collections' });
    if (collection?.page) blocksOf(collection.page.blocks, ['collections', name, 'page', 'blocks'], 1, 'collections');
    items.forEach((item: { id?: unknown }, k) => {
      entries.push({
        path: ['collections', name, 'items', k],
        label: itemLabel(data, name, item),
        detail: typeof item?.id === 'string' ? item.id : undefined,
        depth: 1,
        group: 'collections',
      });
    });
  }
  return entries;
}
