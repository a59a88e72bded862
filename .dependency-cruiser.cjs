// The import rules `npm test` enforces (npx depcruise src): no import circles, and layers that
// point one way (ARCHITECTURE.md, "Layers"). A file may import its own layer and the layers
// before it in LAYERS, never one after it.
/** Each layer, lowest first: a name and the paths (regular expressions from the project's root) in it. */
// A block's folder (src/renderers/<type>/) holds both sides of the block: its renderer (the .tsx files) renders, and
// everything else but its island (client.ts) is what validation needs of it (definition.ts and what that uses).
const LAYERS = [
  ['base', ['^src/types/', '^src/files/', '^src/[^/]+\\.(ts|mjs)$', '^src/client/', '^src/renderers/[^/]+/client\\.ts$']],
  ['model', ['^src/markup/', '^src/model/']],
  ['load', ['^src/load/']],
  ['validate', ['^src/validate/', '^src/renderers/(?!components\\.ts$|loaders\\.ts$)[^/]+\\.ts$', '^src/renderers/[^/]+/(?!client\\.ts$)[^/]+\\.ts$']],
  ['render', ['^src/renderers/(components|loaders)\\.ts$', '^src/renderers/[^/]+/[^/]+\\.tsx$', '^src/shell/', '^src/ui/']],
  ['build', ['^src/prerender/', '^src/assets/']],
  ['commands', ['^src/cli/', '^src/dev/', '^src/editor/', '^src/serve/', '^src/migrate/']],
];

const either = (paths) => `(${paths.join('|')})`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: two modules that each need the other belong together, or one of them holds a part that belongs lower.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...LAYERS.slice(0, -1).map(([name, paths], i) => ({
      name: `${name}-imports-up`,
      severity: 'error',
      comment: `The ${name} layer imports only its own layer and those below it: ${
        LAYERS.slice(0, i)
          .map(([n]) => n)
          .join(', ') || 'none'
      }.`,
      from: { path: either(paths) },
      to: { path: either(LAYERS.slice(i + 1).flatMap(([, p]) => p)) },
    })),
    {
      name: 'read-through-the-reader',
      severity: 'error',
      comment:
        "Renderers, the page shell, the pieces they share and the head read the site through the page's SiteReader (model/site-reader.ts), which records each read for the build; what hands out the site itself (its pages' index, the build's SiteData, the validator's memory) is not theirs to import.",
      from: { path: ['^src/renderers/', '^src/shell/', '^src/ui/', '^src/prerender/seo/'] },
      to: { path: ['^src/validate/site-index\\.ts$', '^src/prerender/site-data\\.ts$', '^src/validate/incremental/'] },
    },
    {
      name: 'in-a-layer',
      severity: 'error',
      comment: 'Every source file belongs to a layer: add its folder to LAYERS in .dependency-cruiser.cjs.',
      from: { path: '^src/', pathNot: either(LAYERS.flatMap(([, p]) => p)) },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.m?ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js'] },
  },
};
