import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEditor, type EditorServer } from '../../../src/editor/server/server.js';
import { IQ_SITE_FILE } from '../../iq-site.js';

/** An editor started on a copy of a site file, so tests never touch the repository's. */
export async function editorOnCopy(source = IQ_SITE_FILE): Promise<{ editor: EditorServer; file: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'editor-'));
  const file = join(dir, 'site.yaml');
  copyFileSync(source, file);
  const editor = await startEditor({ siteFile: file, display: 'site.yaml', port: 0 });
  return { editor, file };
}
