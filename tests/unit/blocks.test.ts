import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockTypes, componentName, generatedBlockFiles } from '../../scripts/gen-blocks.js';
import { loaders } from '../../src/renderers/loaders.js';
import { registry } from '../../src/renderers/registry.js';
import { blockTypesFromSchemas } from '../../src/validate/schema-files.js';

describe('the block folders', () => {
  it('are what the registry, the renderers, the block union and the README table are written from (npm run gen:blocks)', async () => {
    for (const { file, text } of await generatedBlockFiles()) expect(readFileSync(file, 'utf8'), `${file} is stale; run npm run gen:blocks`).toBe(text);
  });

  it('each have a schema, and name the same types as the registry and the renderers', () => {
    expect(blockTypesFromSchemas()).toEqual(blockTypes());
    expect(Object.keys(registry).sort()).toEqual(blockTypes());
    expect(Object.keys(loaders).sort()).toEqual(blockTypes());
  });

  // Loading the renderers loads React and MUI.
  it("each load a renderer named after the type, from the folder's <type>.tsx", { timeout: 60_000 }, async () => {
    for (const type of blockTypes()) {
      const component = await loaders[type as keyof typeof loaders]();
      expect(component.name, type).toBe(componentName(type));
    }
  });
});
