import { createContext, useContext, type ComponentType } from 'react';
import type { PageSummary, Problem } from '../api.js';
import type { SchemaNode, SchemaSet } from '../schema/schema-set.js';
import type { DataPath, SourceEdit } from '../source.js';

/** What every input of a form needs besides its own value: the schemas, the site, where to send edits. */
export interface FormEnv {
  schemas: SchemaSet;
  data: unknown;
  pages: PageSummary[];
  /** The collection a block's field names and item ids refer to. */
  collection?: string;
  /** Problems about exactly this value. */
  problemsAt(path: DataPath): Problem[];
  /** Problems about this value or anything in it. */
  problemsInside(path: DataPath): Problem[];
  /** `fresh` marks a new entry, whose problems wait until the owner leaves one of its fields. */
  edit(edits: SourceEdit[], options?: { coalesce?: string; select?: DataPath; fresh?: DataPath; focus?: DataPath }): void;
  select(path: DataPath, focus?: DataPath): void;
  /** Opens the block palette; the chosen block is inserted at `index` of the list at `path`, or, without an index, becomes the block at `path`. */
  addBlock(path: DataPath, index?: number): void;
  /** Deletes, asking first when something goes with it or refers to it. */
  remove(path: DataPath, what: string): void;
  /** Applies what a problem's "did you mean" proposes. */
  fix(problem: Problem): void;
  /** The owner left the field: its problems show from now on, in a new entry too. */
  touch(path: DataPath): void;
}

export const FormEnvContext = createContext<FormEnv | null>(null);

export function useFormEnv(): FormEnv {
  const env = useContext(FormEnvContext);
  if (!env) throw new Error('form inputs need a FormEnvContext');
  return env;
}

/** The props every input gets. */
export interface FieldProps {
  node: SchemaNode;
  path: DataPath;
  value: unknown;
  required: boolean;
  /** Overrides the schema's title, e.g. a map entry's key. */
  label?: string;
  /** Fields of an object that the form shows elsewhere, or that a choice already made (the kind of a union). */
  hide?: string[];
  /** A value a page item could give (Expanded.fromItem) is drawn as written here: the choice between the two is already shown. */
  written?: boolean;
}

/** An element id for a data path, so a problem can focus its field. */
export const fieldId = (path: DataPath) => `field-${path.map((step) => String(step).replace(/[^A-Za-z0-9_-]/g, '_')).join('.')}`;

/**
 * The input for any value (field.tsx), for the inputs that hold other values
 * (objects, lists, maps, unions): given through the form rather than
 * imported, so that field.tsx, which picks those inputs, and they do not
 * import each other. The form (entity-form.tsx) provides it.
 */
export const FieldContext = createContext<ComponentType<FieldProps> | null>(null);

export function useField(): ComponentType<FieldProps> {
  const field = useContext(FieldContext);
  if (!field) throw new Error('form inputs need a FieldContext');
  return field;
}
