import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../files/safe-files.js';
import type { PageScript } from './html-document.js';

/** How pages load an island (see build-islands.ts); a file's code is written out only if some page uses it. */
export type IslandScript = { inline: string } | { src: string; code: string };

/** Writes the island files pages load into outDir; returns the scripts as pages carry them. */
export function writeIslandFiles(used: IslandScript[], outDir: string): PageScript[] {
  return used.map((script) => {
    if (!('src' in script)) return script;
    const file = join(outDir, script.src);
    mkdirSync(dirname(file), { recursive: true });
    writeFileAtomic(file, script.code, { within: [outDir], sync: false });
    return { src: script.src };
  });
}
