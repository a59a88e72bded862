import { blockLabel, collectionTitle, itemLabel } from '../schema/entity.js';
import type { SchemaSet } from '../schema/schema-set.js';
import type { DataPath } from '../source.js';

/** One node of the outline's tree: something the form can open, or a group of them. */
export interface OutlineNode {
  /** Unique within the tree: the data path as JSON, or a group's name. */
  key: string;
  /** What the form opens; a group has none. */
  path?: DataPath;
  label: string;
  detail?: string;
  children: OutlineNode[];
}

const SECTION_ORDER = ['settings', 'navigation', 'footer'];

const node = (path: DataPath, label: string, detail?: string, children: OutlineNode[] = []): OutlineNode => ({
  key: JSON.stringify(path),
  path,
  label,
  detail,
  children,
});

function blockNodes(schemas: SchemaSet, blocks: unknown, at: DataPath): OutlineNode[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.map((block, i) => {
    const { typeTitle, text } = blockLabel(schemas, block);
    return node([...at, i], `${i + 1}. ${typeTitle}`, text);
  });
}

/**
 * Everything the owner can open, as a tree in file order: the site's own
 * sections, its pages with their blocks, and its collections with their
 * entries (and the blocks of the page each entry gets).
 */
export function outlineTree(schemas: SchemaSet, data: unknown): OutlineNode[] {
  const root = (data ?? {}) as Record<string, unknown>;
  const language = schemas.file('schemas/site.schema.json')?.schema.properties as Record<string, { title?: string }> | undefined;
  const sections = [
    ...SECTION_ORDER,
    ...Object.keys(language ?? {}).filter((k) => !SECTION_ORDER.includes(k) && !['routes', 'collections', 'notFound'].includes(k)),
  ];
  const site: OutlineNode[] = sections.map((key) => node([key], language?.[key]?.title ?? key));
  const notFound = root.notFound as { blocks?: unknown } | undefined;
  site.push(node(['notFound'], language?.notFound?.title ?? 'Page not found', undefined, blockNodes(schemas, notFound?.blocks, ['notFound', 'blocks'])));

  const routes = Array.isArray(root.routes) ? root.routes : [];
  const pages = routes.map((route: { title?: unknown; path?: unknown; blocks?: unknown }, i) =>
    node(
      ['routes', i],
      typeof route?.title === 'string' && route.title ? route.title : `Untitled page ${i + 1}`,
      typeof route?.path === 'string' ? route.path : undefined,
      blockNodes(schemas, route?.blocks, ['routes', i, 'blocks']),
    ),
  );

  const collections =
    root.collections && typeof root.collections === 'object' ? (root.collections as Record<string, { items?: unknown; page?: { blocks?: unknown } }>) : {};
  const lists = Object.entries(collections).map(([name, collection]) => {
    const items = Array.isArray(collection?.items) ? collection.items : [];
    const children = items.map((item, k) => node(['collections', name, 'items', k], itemLabel(data, name, item)));
    if (collection?.page)
      children.unshift({
        key: `group:page:${name}`,
        label: 'Page of each entry',
        children: blockNodes(schemas, collection.page.blocks, ['collections', name, 'page', 'blocks']),
      });
    return node(['collections', name], collectionTitle(data, name), `${items.length} entr${items.length === 1 ? 'y' : 'ies'}`, children);
  });

  return [
    { key: 'group:site', label: 'Site', children: site },
    { key: 'group:pages', label: 'Pages', children: pages },
    { key: 'group:collections', label: 'Collections', children: lists },
  ];
}
