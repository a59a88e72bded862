/// <reference types="vitest/config" />
import { configDefaults } from 'vitest/config';
import { defineConfig } from 'vite';
import { iqSiteHere, iqSiteTests, testFiles } from './tests/iq-site-here.js';

// The tests of the IQ site's content run only while the root site.yaml is the IQ site (tests/iq-site.ts says why).
const elsewhere = iqSiteHere('.') ? [] : iqSiteTests(testFiles('tests'));
// Said once, though Vitest reads this file again for each project.
if (elsewhere.length > 0 && !process.env.BLOCKSITE_IQ_NOTE) {
  process.env.BLOCKSITE_IQ_NOTE = 'said';
  console.log(`site.yaml is not the IQ site: its ${elsewhere.length} test files are left out, and the rest test this site (tests/iq-site.ts).`);
}
const exclude = [...configDefaults.exclude, ...elsewhere];

// The tests' configuration. The dev server is `blocksite dev` (src/dev/dev-server.ts), which
// starts Vite with no config file, so it runs the same from this repository and from an installed copy.
export default defineConfig({
  test: {
    // MUI and Emotion must share one @emotion/react instance with the
    // prerenderer, or MUI misses its cache and writes <style> tags inline.
    server: { deps: { inline: [/@mui\//, /@emotion\//] } },
    projects: [
      {
        extends: true,
        // Both cores: Vitest's default leaves one free, and these files run before the end-to-end ones, never beside them.
        // More than Vitest's default: with other work on these two cores, tests that render every page of a site outrun it.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/render/**/*.test.{ts,tsx}'], exclude, maxWorkers: 2, testTimeout: 30_000 },
      },
      {
        extends: true,
        // With NODE_ENV=production (below), React has no development JSX runtime.
        oxc: { jsx: { development: false } },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude,
          // Builds the sites once and serves them for every end-to-end suite.
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // React and MUI as `npm run build`, `npm run dev` and `npm run edit` run them: their
          // development builds check and log every render: the editor took 6.5 s to open, not 4.5 s.
          env: { NODE_ENV: 'production' },
          // One browser at a time: these machines have two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
