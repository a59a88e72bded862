import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Whether the root site.yaml is the IQ site, told by its name; an owner's own site has another. */
export function iqSiteHere(root: string): boolean {
  const file = join(root, 'site.yaml');
  return existsSync(file) && /^\s+siteName:\s*IQ Test Reviews\s*$/m.test(readFileSync(file, 'utf8'));
}

const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/**
 * The test files that are tests of the IQ site: those that name IQ_SITE
 * (tests/iq-site.ts), or import, at any depth, a module of the tests or
 * benchmarks that does. Modules of src/ are never followed: the generator
 * names no site.
 */
export function iqSiteTests(files: string[]): string[] {
  const known = new Map<string, boolean>();
  const namesIt = (file: string): boolean => {
    const seen = known.get(file);
    if (seen !== undefined) return seen;
    known.set(file, false);
    const text = readFileSync(file, 'utf8');
    const found =
      /\bIQ_SITE/.test(text) ||
      [...text.matchAll(IMPORT)].some(([, path]) => {
        const target = resolve(dirname(file), path).replace(/\.js$/, '');
        const module = ['.ts', '.tsx'].map((ext) => target + ext).find(existsSync);
        return module !== undefined && !module.includes('/src/') && namesIt(module);
      });
    known.set(file, found);
    return found;
  };
  return files.filter((file) => namesIt(resolve(file)));
}

/** Every test file under a folder, as a path relative to the working folder. */
export function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
