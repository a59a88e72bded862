import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The IQ site, this repository's first site. Its one copy is the root
 * site.yaml, where the README's first run builds it, and every test of its
 * content finds it through IQ_SITE_FILE, or the text below, and nothing else.
 *
 * vite.config.ts runs a test file that names IQ_SITE (or imports a module of
 * the tests or benchmarks that does) only while the root site.yaml is the
 * IQ site. An owner who copies this repository and puts their own site.yaml
 * there gets a green `npm test` of their site: the tests that read the root
 * site without naming the IQ site assert what holds for any site (it
 * validates, builds, serves every page with one h1 and no axe violation, …).
 */
export const IQ_SITE_FILE = fileURLToPath(new URL('../site.yaml', import.meta.url));

/** The IQ site's text. */
export const IQ_SITE_SOURCE = readFileSync(IQ_SITE_FILE, 'utf8');
