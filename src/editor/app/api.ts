import type { Disk } from './state/store.js';
import type { Schema } from './schema/schema-set.js';

// The wire types are the server's own, so the two ends cannot drift apart.
import type { Problem } from '../../problem.js';
import type { CommitResult, GitState } from '../server/git.js';
import type { PageSummary, PreviewPage } from '../server/preview.js';

export type { CommitResult, GitState, PageSummary, PreviewPage, Problem };

export interface Session extends Disk {
  file: string;
  name: string;
  schemas: Record<string, Schema>;
  /** The block types that give a page its heading. */
  titleBlocks: string[];
}

export interface CheckResult {
  problems: Problem[];
  /** Present when the text has no problems. */
  pages?: PageSummary[];
  siteSchema?: { key: string; schema: Schema };
}

/**
 * Calls to the editor's server. The token from the printed address goes in
 * a header on every call: no other page can know it, and no browser adds it
 * by itself, as it would a cookie.
 */
export class Api {
  constructor(private readonly token: string) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(path, {
      method,
      headers: { 'x-editor-token': this.token, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T & { error?: string };
    if (response.status >= 400 && response.status !== 409) throw new Error(json.error ?? `the editor's server answered ${response.status}`);
    return { status: response.status, body: json };
  }

  async session(): Promise<Session> {
    return (await this.call<Session>('GET', '/api/session')).body;
  }

  async check(text: string, schemaKey: string | undefined): Promise<CheckResult> {
    return (await this.call<CheckResult>('POST', '/api/check', { text, schemaKey })).body;
  }

  async preview(data: unknown, path: string): Promise<PreviewPage | null> {
    return (await this.call<{ page: PreviewPage | null }>('POST', '/api/preview', { data, path })).body.page;
  }

  /** Saves when the file on disk is still `base`; otherwise reports what is there now. */
  async save(text: string, base: string): Promise<{ saved: boolean; disk: Disk }> {
    const { status, body } = await this.call<Disk>('POST', '/api/save', { text, base });
    return { saved: status === 200, disk: body };
  }

  /** Whether the site file is in a git repository, and the file as its last commit has it. */
  async git(): Promise<GitState> {
    return (await this.call<GitState>('GET', '/api/git')).body;
  }

  /** Commits the site file as saved, with the pictures it names that are new or changed. */
  async commit(message: string): Promise<CommitResult> {
    return (await this.call<CommitResult>('POST', '/api/git/commit', { message })).body;
  }

  /** Calls back whenever the file changes on disk from outside the editor. */
  watch(changed: (disk: Disk) => void): () => void {
    const events = new EventSource(`/api/events?token=${encodeURIComponent(this.token)}`);
    events.addEventListener('file', (event) => changed(JSON.parse((event as MessageEvent<string>).data) as Disk));
    return () => events.close();
  }
}
