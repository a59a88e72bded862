import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { EntityForm } from '../../src/editor/app/form/entity-form.js';
import { FieldContext, FormEnvContext } from '../../src/editor/app/form/env.js';
import { Field } from '../../src/editor/app/form/field.js';
import { blockTypes } from '../../src/editor/app/form/palette.js';
import { outlineTree, type OutlineNode } from '../../src/editor/app/outline/entries.js';
import { ObjectFields } from '../../src/editor/app/form/object-field.js';
import { entityOf, entitySchema, type Entity } from '../../src/editor/app/schema/entity.js';
import { valueAt } from '../../src/editor/app/state/data-edit.js';
import { SchemaSet } from '../../src/editor/app/schema/schema-set.js';
import { readSchemaFiles } from '../../src/validate/schema-files.js';
import { siteSchema } from '../../src/validate/site-schema.js';
import { fixtureSiteFiles } from '../e2e/global-setup.js';
import { readOnlyFormEnv } from '../form-env.js';

/**
 * Words a content owner who has never seen the file's language should not
 * have to know. The forms are made from the schemas, so this also keeps the
 * schemas' titles and descriptions written for owners.
 */
const JARGON =
  /\b(routes?|slugs?|ids?|inline[- ]?text|inline markup|kinds?|ya?ml|mappings?|boolean|strings?|arrays?|enum|null|schema|regex|json|h[1-6])\b|\bsettings\.\w/i;
/** The one piece of the file's language a form asks for: an address pattern's placeholder for each entry's short name. */
const PLACEHOLDER = /\{id\}/g;

const language = new SchemaSet(Object.fromEntries([...readSchemaFiles()].map(([name, schema]) => [`schemas/${name}`, schema])));

/** The words a form shows: its markup's text, without the values in its fields, which are the owner's own. */
function visibleText(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<textarea[^>]*>[\s\S]*?<\/textarea>/g, ' ')
    .replace(/<span data-owner="">[^<]*<\/span>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(PLACEHOLDER, ' ')
    .replace(/\s+/g, ' ');
}

/** Everything the outline can open. */
function entities(data: unknown, nodes: OutlineNode[]): Entity[] {
  return nodes.flatMap((node) => [...(node.path ? [entityOf(node.path, data)] : []), ...entities(data, node.children)]);
}

/** The outline's own words: its groups, the parts of the site, the kinds of block; not the titles of the owner's pages and entries. */
function outlineWords(data: unknown, nodes: OutlineNode[]): string[] {
  return nodes.flatMap((node) => {
    const entity = node.path && entityOf(node.path, data);
    const own = !node.path || entity?.kind === 'section' || entity?.kind === 'block';
    return [...(own ? [node.label] : []), ...(node.detail && entity?.kind === 'collection' ? [node.detail] : []), ...outlineWords(data, node.children)];
  });
}

/** The form of one entity, drawn as the editor draws it, with no problems. */
function formText(schemas: SchemaSet, data: unknown, entity: Entity): string {
  const env = readOnlyFormEnv(schemas, data);
  // A collection opens on its entries; its settings, behind the other tab, are a form too.
  const node = entity.kind === 'collection' ? entitySchema(schemas, entity, data) : undefined;
  return visibleText(
    renderToStaticMarkup(
      <FormEnvContext.Provider value={env}>
        <EntityForm entity={entity} onProblem={() => undefined} />
        {node && (
          <FieldContext.Provider value={Field}>
            <ObjectFields x={schemas.expand(node)} path={entity.path} value={valueAt(data, entity.path)} hide={['items']} />
          </FieldContext.Provider>
        )}
      </FormEnvContext.Provider>,
    ),
  );
}

/**
 * What a form's words depend on: the kind of entity, and the shape of its
 * value (which fields it has, which shape each list entry takes), not the
 * owner's words in it. Two blocks of one shape show the same form words, so
 * each shape is drawn once: drawing every form of a 5,000-line site takes a
 * minute on a busy machine.
 */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return [...new Set(value.map((v) => JSON.stringify(shapeOf(v))))].sort();
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'type' || k === 'collection' ? v : shapeOf(v)]));
  return typeof value;
}

/** The words around a jargon word, so a failure says where it is. */
const around = (text: string) => {
  const at = text.search(JARGON);
  return text.slice(Math.max(0, at - 60), at + 60);
};

const sites = [{ name: 'the review site', file: 'site.yaml' }, ...fixtureSiteFiles()];

describe('the editor speaks to someone who has never seen the file', () => {
  for (const site of sites) {
    it(`shows no jargon in any form of ${site.name}, or in its outline`, () => {
      const data = parse(readFileSync(site.file, 'utf8'));
      const schemas = language.withSite(siteSchema(data, './schemas', 'Site') as Record<string, unknown>);
      const tree = outlineTree(schemas, data);
      const found: string[] = [];
      const outline = outlineWords(data, tree).join(' · ');
      if (JARGON.test(outline)) found.push(`outline: …${around(outline)}…`);
      const seen = new Set<string>();
      for (const entity of entities(data, tree)) {
        const [top, name] = entity.path;
        const key = JSON.stringify([entity.kind, top, entity.kind === 'item' || entity.kind === 'collection' ? name : '', shapeOf(valueAt(data, entity.path))]);
        if (seen.has(key)) continue;
        seen.add(key);
        const text = formText(schemas, data, entity);
        if (JARGON.test(text)) found.push(`${JSON.stringify(entity.path)}: …${around(text)}…`);
      }
      // Forms of many shapes were drawn: the tour is real.
      expect(seen.size).toBeGreaterThan(15);
      expect(found).toEqual([]);
      // Drawing one form of each shape of the review site takes over two minutes while other suites share two cores.
    }, 400_000);
  }
});

describe('the block chooser', () => {
  it('offers each kind of block by its name and what it is for, with no jargon and no lines of the file', () => {
    const names = [...readSchemaFiles().keys()].map((name) => `schemas/${name}`);
    const types = blockTypes(language, names);
    expect(types.length).toBeGreaterThan(10);
    const found = types.filter((t) => JARGON.test(`${t.title} ${t.description}`) || /^\s*[\w-]+:\s|\n|[{}]/m.test(t.description));
    expect(found.map((t) => `${t.title}: ${t.description}`)).toEqual([]);
  });
});
