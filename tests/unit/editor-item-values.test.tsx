import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { FieldContext, FormEnvContext } from '../../src/editor/app/form/env.js';
import { Field } from '../../src/editor/app/form/field.js';
import { SchemaSet } from '../../src/editor/app/schema/schema-set.js';
import type { DataPath } from '../../src/editor/app/source.js';
import { valueAt } from '../../src/editor/app/state/data-edit.js';
import { readSchemaFiles } from '../../src/validate/schema-files.js';
import { readOnlyFormEnv } from '../form-env.js';

const language = new SchemaSet(Object.fromEntries([...readSchemaFiles()].map(([name, schema]) => [`schemas/${name}`, schema])));
const recipes = parse(readFileSync('tests/fixtures/sites/recipes/site.yaml', 'utf8'));
const hero = language.expand(language.file('schemas/blocks/hero.schema.json')!);

/** One option of a block as the form draws it, with the words it shows. */
function drawn(option: string, path: DataPath): string {
  const env = readOnlyFormEnv(language, recipes);
  const html = renderToStaticMarkup(
    <FormEnvContext.Provider value={env}>
      <FieldContext.Provider value={Field}>
        <Field node={hero.properties[option]} path={[...path, option]} value={valueAt(recipes, [...path, option])} required={false} />
      </FieldContext.Provider>
    </FormEnvContext.Provider>,
  );
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/&#x27;/g, "'");
}

describe("the editor's forms for a value a page template may take from its item", () => {
  it('know the value it wraps, so its input is the one the value has', () => {
    expect(language.expand(hero.properties.lead)).toMatchObject({ kind: 'inlineText', fromItem: true });
    expect(language.expand(hero.properties.image)).toMatchObject({ kind: 'image', fromItem: true });
    const footer = language.expand(language.at('schemas/site.schema.json', '/properties/footer')!);
    expect(footer.fromItem).toBeUndefined();
  });

  it("offer, in a recipe's page template, the choice of writing the picture or taking one of the recipe's picture fields", () => {
    const html = drawn('image', ['collections', 'recipes', 'page', 'blocks', 0]);
    expect(html).toContain('Picture, as');
    expect(html).toContain("From this page's entry");
    // The field it is taken from, by name.
    expect(html).toContain('value="photo"');
  });

  it('draw a page of its own as before: the value written, with no choice', () => {
    const html = drawn('title', ['routes', 0, 'blocks', 0]);
    expect(html).not.toContain(', as');
    expect(html).toContain('Good food without the fuss');
  });
});
