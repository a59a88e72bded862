import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename } from 'node:path';
import { FileRefused } from '../../files/safe-files.js';
import { MAX_BYTES } from '../../load/load-site.js';
import { readSchemaFiles } from '../../validate/schema-files.js';
import { H1_TYPES } from '../../renderers/registry.js';
import { onlyKeys, readJson, Refused, sendJson, stringField } from './http.js';
import type { PreviewService } from './preview.js';
import type { Disk, SiteFile } from './site-file.js';
import { SiteRepository } from './git.js';

/** Requests carry the whole text: allow the largest file the build accepts, and some room. */
const BODY_LIMIT = MAX_BYTES + 64 * 1024;

/**
 * The editor's API. Every call has passed the Host, Origin and token checks
 * (server.ts) before it reaches here.
 */
export class EditorApi {
  private listeners = new Set<ServerResponse>();
  private readonly repository: SiteRepository;

  constructor(
    private readonly file: SiteFile,
    private readonly preview: PreviewService,
    private readonly display: string,
  ) {
    file.watch((disk) => this.broadcast(disk));
    this.repository = new SiteRepository(file.path);
  }

  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const route = `${req.method} ${path}`;
    switch (route) {
      case 'GET /api/session':
        return this.session(res);
      case 'POST /api/check':
        return this.check(req, res);
      case 'POST /api/preview':
        return this.previewPage(req, res);
      case 'POST /api/save':
        return this.save(req, res);
      case 'GET /api/events':
        return this.events(req, res);
      case 'GET /api/git':
        return sendJson(res, 200, await this.repository.state());
      case 'POST /api/git/commit':
        return this.commit(req, res);
      default:
        throw new Refused(404, `no such call: ${route}`);
    }
  }

  /** What the editor opens with: the file, the language schemas its forms are made from. */
  private session(res: ServerResponse): void {
    const disk = this.file.read();
    const schemas = Object.fromEntries([...readSchemaFiles()].map(([name, schema]) => [`schemas/${name}`, schema]));
    // The block types that give a page its heading, for the pages the editor starts.
    sendJson(res, 200, { file: this.display, name: basename(this.file.path), ...disk, schemas, titleBlocks: H1_TYPES });
  }

  /** Every problem in the text, with positions, and the site schema when the declarations changed. */
  private async check(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req, BODY_LIMIT);
    onlyKeys(body, ['text', 'schemaKey']);
    sendJson(res, 200, await this.preview.check(stringField(body, 'text')!, stringField(body, 'schemaKey', true)));
  }

  /** One page, drawn from the data as the owner has it now. */
  private async previewPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // JSON of the data runs somewhat larger than the YAML it came from.
    const body = await readJson(req, BODY_LIMIT * 2);
    onlyKeys(body, ['data', 'path']);
    const page = await this.preview.preview(body.data, stringField(body, 'path')!);
    sendJson(res, 200, { page: page ?? null });
  }

  /** Writes only if the file is unchanged since the editor's base; otherwise 409 with what is on disk. */
  private async save(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req, BODY_LIMIT);
    onlyKeys(body, ['text', 'base']);
    const text = stringField(body, 'text')!;
    if (text.length > MAX_BYTES) throw new Refused(413, `the text is over the ${MAX_BYTES} byte limit the build accepts`);
    let written: ReturnType<SiteFile['write']>;
    try {
      written = this.file.write(text, stringField(body, 'base')!);
    } catch (error) {
      // A site file that is a link out of its folder is refused with where it leads, not written.
      if (error instanceof FileRefused) throw new Refused(403, error.message);
      throw error;
    }
    sendJson(res, written.ok ? 200 : 409, written.disk);
  }

  /** Commits the site file as it is on disk (the editor saves first), with the pictures it names that are new or changed. */
  private async commit(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req, 64 * 1024);
    onlyKeys(body, ['message']);
    const message = stringField(body, 'message')!.trim();
    if (!message) throw new Refused(400, 'a commit needs a message that says what changed');
    sendJson(res, 200, await this.repository.commit(message, this.file.read().text));
  }

  /** Server-sent events: the file changed on disk, from outside the editor. */
  private events(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    // What is on disk as the stream opens: a change made before the editor was listening is not missed.
    res.write(`event: file\ndata: ${JSON.stringify(this.file.read())}\n\n`);
    this.listeners.add(res);
    req.on('close', () => this.listeners.delete(res));
  }

  private broadcast(disk: Disk): void {
    for (const res of this.listeners) res.write(`event: file\ndata: ${JSON.stringify(disk)}\n\n`);
  }

  close(): void {
    for (const res of this.listeners) res.end();
    this.listeners.clear();
    // The folder watch would keep a process that closed its editor (a test, the bench) running.
    this.file.close();
  }
}
