import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename } from 'node:path';
import { FileRefused } from '../../files/safe-files.js';
import { MAX_BYTES } from '../../load/load-site.js';
import { readSchemaFiles } from '../../validate/schema-files.js';
import { H1_TYPES } from '../../renderers/registry.js';
import { onlyKeys, readJson, Refused, sendJson, stringField, writeJsonWithText } from './http.js';
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
  /** Event streams still sending the file as it was when they opened, with any change that came meanwhile. */
  private opening = new Map<ServerResponse, Disk | undefined>();
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
  private async session(res: ServerResponse): Promise<void> {
    const { bytes, hash } = this.file.readBytes();
    const schemas = Object.fromEntries([...readSchemaFiles()].map(([name, schema]) => [`schemas/${name}`, schema]));
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    // The block types that give a page its heading, for the pages the editor starts.
    await writeJsonWithText(res, { file: this.display, name: basename(this.file.path), hash, schemas, titleBlocks: H1_TYPES }, 'text', bytes);
    res.end();
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
  private async events(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    // What is on disk as the stream opens: a change made before the editor was listening is not missed.
    // A change that comes while that is written is sent after it.
    this.opening.set(res, undefined);
    req.on('close', () => {
      this.opening.delete(res);
      this.listeners.delete(res);
    });
    const { bytes, hash } = this.file.readBytes();
    res.write('event: file\ndata: ');
    await writeJsonWithText(res, { hash }, 'text', bytes);
    res.write('\n\n');
    if (!this.opening.has(res)) return;
    const changed = this.opening.get(res);
    this.opening.delete(res);
    this.listeners.add(res);
    if (changed) this.broadcast(changed, [res]);
  }

  private broadcast(disk: Disk, to: Iterable<ServerResponse> = this.listeners): void {
    for (const res of this.opening.keys()) this.opening.set(res, disk);
    for (const res of to) res.write(`event: file\ndata: ${JSON.stringify(disk)}\n\n`);
  }

  close(): void {
    for (const res of [...this.listeners, ...this.opening.keys()]) res.end();
    this.listeners.clear();
    this.opening.clear();
    // The folder watch would keep a process that closed its editor (a test, the bench) running.
    this.file.close();
  }
}
