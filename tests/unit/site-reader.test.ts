import { describe, expect, it } from 'vitest';
import { PageRecords } from '../../src/prerender/incremental/page-record.js';
import { ReadTable } from '../../src/prerender/incremental/build-cache.js';
import { SiteData } from '../../src/prerender/site-data.js';
import type { Site } from '../../src/types/site.js';
import { pagesOf } from '../../src/validate/site-index.js';

/** A conference: speakers, and talks that name their speakers; a page per speaker. */
function conference(edit: (talks: Array<Record<string, unknown>>) => void = () => {}): Site {
  const talks = [
    { id: 'opening', title: 'Opening the season', speakers: ['ada', 'grace'], room: 'Hall A' },
    { id: 'compilers', title: 'Compilers for everyone', speakers: ['grace'], room: 'Hall B' },
    { id: 'engines', title: 'Engines that think', speakers: ['ada'], room: 'Hall B' },
    { id: 'closing', title: 'Closing words', speakers: ['linus'], room: 'Hall A' },
  ];
  edit(talks);
  const route = (path: string, title: string) => ({ path, title, description: `The page of ${title}.`, blocks: [{ type: 'hero', title }] });
  return {
    settings: { siteName: 'Conference', baseUrl: 'https://conference.example', language: 'en' },
    collections: {
      speakers: { fields: { name: { type: 'text' } }, items: ['ada', 'grace', 'linus'].map((id) => ({ id, name: id.toUpperCase() })) },
      talks: {
        fields: { title: { type: 'text' }, speakers: { type: 'reference', to: 'speakers', many: true }, room: { type: 'text' } },
        items: talks,
      },
    },
    routes: [route('/', 'Home'), route('/speakers/ada', 'Ada'), route('/speakers/grace', 'Grace'), route('/speakers/linus', 'Linus')],
    notFound: { title: 'Not here', description: 'Nothing is at this address.', blocks: [] },
  } as unknown as Site;
}

/** What each speaker's page reads, as a renderer listing "talks whose speakers include this speaker" would read it. */
function readsOf(site: Site): Map<string, string[]> {
  const data = new SiteData(site);
  return new Map(
    ['ada', 'grace', 'linus'].map((id) => {
      const reads = new Set<string>();
      const read = data.reader(`/speakers/${id}`, reads);
      read.declaration('talks');
      read.query('talks', { where: [{ field: 'speakers', includes: id }] });
      return [`/speakers/${id}`, [...reads].sort()];
    }),
  );
}

/** Each speaker page's key against a version of the site, from the reads recorded on the first. */
function keys(recorded: Map<string, string[]>, site: Site): Map<string, string> {
  const records = new PageRecords(new SiteData(site).source, undefined);
  const table = new ReadTable();
  const pages = pagesOf(site);
  return new Map([...recorded].map(([path, reads]) => [path, records.key(pages.find((p) => p.path === path)!, table.list(table.add(reads)))]));
}

describe('a query read through the site reader', () => {
  it('gives the items meeting every condition, in the collection’s order, and at most its limit', () => {
    const read = new SiteData(conference()).reader('/');
    const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);
    expect(ids(read.query('talks', { where: [{ field: 'speakers', includes: 'ada' }] }))).toEqual(['opening', 'engines']);
    expect(
      ids(
        read.query('talks', {
          where: [
            { field: 'room', equals: 'Hall B' },
            { field: 'speakers', includes: 'grace' },
          ],
        }),
      ),
    ).toEqual(['compilers']);
    expect(ids(read.query('talks', { where: [{ field: 'room', exists: true }], limit: 2 }))).toEqual(['opening', 'compilers']);
    expect(ids(read.query('talks', { where: [{ field: 'room', exists: false }] }))).toEqual([]);
  });

  it('is recorded as the query itself, so a build can run it again on the next version of the file', () => {
    expect(readsOf(conference()).get('/speakers/ada')).toEqual([
      '["declaration","talks"]',
      '["query","talks",{"where":[{"field":"speakers","includes":"ada"}]}]',
    ]);
  });

  it('makes a page change only when the items its query gives change: editing one talk redraws the pages of its speakers alone', () => {
    const recorded = readsOf(conference());
    const before = keys(recorded, conference());
    // A talk by Grace retitled: Grace's page lists it, Ada's and Linus's do not.
    const retitled = keys(
      recorded,
      conference((talks) => (talks[1].title = 'Compilers for everybody')),
    );
    expect([...retitled].filter(([path, key]) => key !== before.get(path)).map(([path]) => path)).toEqual(['/speakers/grace']);
    // Linus added to a talk: his page now lists it, and Ada's and Grace's list it changed.
    const joined = keys(
      recorded,
      conference((talks) => (talks[0].speakers = ['ada', 'grace', 'linus'])),
    );
    expect([...joined].filter(([path, key]) => key !== before.get(path)).map(([path]) => path)).toEqual([
      '/speakers/ada',
      '/speakers/grace',
      '/speakers/linus',
    ]);
    // A new talk by Ada: her page alone.
    const added = keys(
      recorded,
      conference((talks) => talks.push({ id: 'engines-2', title: 'Engines, again', speakers: ['ada'], room: 'Hall C' })),
    );
    expect([...added].filter(([path, key]) => key !== before.get(path)).map(([path]) => path)).toEqual(['/speakers/ada']);
  });
});
