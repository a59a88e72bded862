import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEditor, type EditorServer } from '../../../src/editor/server/server.js';

/** An editor started on a copy of a site file, so tests never touch the repository's. */
export async function editorOnCopy(source = resolve('site.yaml')): Promise<{ editor: EditorServer; file: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'editor-'));
  const file = join(dir, 'site.yaml');
  copyFileSync(source, file);
  const editor = await startEditor({ siteFile: file, display: 'site.yaml', port: 0 });
  return { editor, file };
}
