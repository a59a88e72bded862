import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { describe, expect, it } from 'vitest';
import { getLanguageService } from 'yaml-language-server';
import { parseSource } from '../../src/load/load-site.js';
import { siteSchemaFile, siteSchemaText } from '../../src/validate/site-schema.js';
import { IQ_SITE_FILE } from '../iq-site.js';

/** The language server VS Code's YAML extension runs, reading schemas from disk as the extension does. */
const server = getLanguageService({
  schemaRequestService: async (uri: string) => readFileSync(fileURLToPath(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relative: string, resource: string) => new URL(relative, resource).href },
});
server.configure({ completion: true, validate: true, hover: true, isKubernetes: false, schemas: [] });

/** The IQ site's file, as these tests name files: relative to the repository. */
const IQ_SITE = relative(process.cwd(), IQ_SITE_FILE);
const SITES = [IQ_SITE, 'tests/fixtures/every-block.yaml'];
let opened = 0;

/**
 * What the editor offers at the '|' after applying an edit to a site file,
 * which keeps its own modeline. Each request is a new document: the server
 * caches a document's schema by its address.
 */
async function offered(file: string, find: string, replace: string): Promise<string[]> {
  return (await completions(file, find, replace)).map((item) => item.label);
}

async function completions(file: string, find: string, replace: string) {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(find)) throw new Error(`test setup: '${find}' is not in ${file}`);
  const edited = source.replace(find, replace);
  const text = edited.replace('|', '');
  const uri = pathToFileURL(resolve(file)).href.replace(/\.yaml$/, `-${opened++}.yaml`);
  const document = TextDocument.create(uri, 'yaml', 1, text);
  const list = await server.doComplete(document, document.positionAt(edited.indexOf('|')), false);
  return list.items;
}

describe('the editor schema of a site file', () => {
  it.each(SITES)('is current for %s (npm run gen:schema)', (file) => {
    const data = parseSource(readFileSync(file, 'utf8')).data;
    expect(readFileSync(siteSchemaFile(resolve(file)), 'utf8') === siteSchemaText(resolve(file), data), `${siteSchemaFile(file)} is stale`).toBe(true);
  });

  it.each(SITES)('is what the modeline of %s names', (file) => {
    const name = siteSchemaFile(file).split('/').pop();
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(`# yaml-language-server: $schema=./${name}`);
  });

  it("completes a collection's field names inside its items, with the field's description", async () => {
    const source = '        accuracy: 70\n        trustpilot: 4.6/5, illustrative (Dec 2024)\n';
    const items = await completions(IQ_SITE, source, '        accuracy: 70\n        |\n');
    const trustpilot = items.find((item) => item.label === 'trustpilot');
    expect(JSON.stringify(trustpilot?.documentation)).toContain("An illustrative Trustpilot figure, or 'Not listed', with the month we looked.");
  });

  it('completes the field names of the named collection in block bindings', async () => {
    expect(await offered(IQ_SITE, '- { field: price, label: Price }', '- field: |')).toEqual(
      expect.arrayContaining(['name', 'rating', 'price', 'accuracy', 'trustpilot', 'featured', 'url']),
    );
    expect(await offered(IQ_SITE, 'highlight: { field: featured, badge: "#1 Choice" }', 'highlight:\n          field: |')).toContain('featured');
    const fields = await offered('tests/fixtures/every-block.yaml', '        show: { rating: fit }', '        show:\n          rating: |');
    expect(fields).toEqual(expect.arrayContaining(['fit', 'cost', 'favourite']));
    expect(fields).not.toContain('score');
  });

  it('completes item ids where a block names an item, and in references between items', async () => {
    expect(await offered(IQ_SITE, '        item: understanding-iq-scores\n', '        item: |\n')).toEqual(
      expect.arrayContaining(['understanding-iq-scores', 'brain-training-myths']),
    );
    expect(
      await offered(
        'tests/fixtures/every-block.yaml',
        '        author: anna-kowalska\n        date: "2026-03-01"',
        '        author: |\n        date: "2026-03-01"',
      ),
    ).toEqual(['anna-kowalska']);
  });
});
