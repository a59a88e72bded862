import type { FormEnv } from '../src/editor/app/form/env.js';
import type { SchemaSet } from '../src/editor/app/schema/schema-set.js';

/** The editor's form environment for drawing a form once, read-only: no pages, no problems, and every action a no-op. */
export function readOnlyFormEnv(schemas: SchemaSet, data: unknown): FormEnv {
  return {
    schemas,
    data,
    pages: [],
    problemsAt: () => [],
    problemsInside: () => [],
    edit: () => undefined,
    select: () => undefined,
    addBlock: () => undefined,
    remove: () => undefined,
    fix: () => undefined,
    touch: () => undefined,
  };
}
