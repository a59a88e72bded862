/**
 * How site.yaml is read, shared by the loader (Node) and the visual editor
 * (browser), so the editor sees exactly the values the validator sees.
 * Isomorphic on purpose: nothing here may import from `node:*`.
 *
 * The options are spelled out so that nothing in the file can change how it
 * is read: a %YAML 1.1 directive would otherwise turn `no` into false, enable
 * `<<` merges and produce Date objects.
 */
export const PARSE_OPTIONS = {
  version: '1.2',
  schema: 'core',
  merge: false,
  resolveKnownTags: false,
  stringKeys: true,
  uniqueKeys: true,
  prettyErrors: false,
  strict: true,
} as const;
