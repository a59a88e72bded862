import type { ComponentType } from 'react';
import type { BlockProps, BlockType } from './define-block.js';
import { loaders } from './loaders.js';

type AnyComponent = ComponentType<BlockProps>;

let components: Map<string, AnyComponent> | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads every block's renderer (React, MUI and the components). Rendering
 * is synchronous, so whatever renders pages awaits this once first.
 */
export function loadRenderers(): Promise<void> {
  loading ??= Promise.all(Object.entries(loaders).map(async ([type, load]) => [type, (await load()) as AnyComponent] as const)).then((entries) => {
    components = new Map(entries);
  });
  return loading;
}

/** A block type's renderer; loadRenderers() must have finished. */
export function componentOf(type: BlockType): AnyComponent {
  const component = components?.get(type);
  // Validation rejects unknown types, so this only guards against calling too early.
  if (!component) throw new Error(components ? `no renderer for block type '${type}'` : 'renderers are not loaded: await loadRenderers() before rendering');
  return component;
}
