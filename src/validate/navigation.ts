import type { DataPath } from '../load/locate.js';
import type { Bound, Report } from './bindings.js';
import type { Place } from './items.js';
import { COLLECTIONS, fixTo, suggestion, suggestOrList } from './suggest.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

const HEADER_LINK_FIELDS = ['label', 'to', 'section', 'links'];
const SEQUENCE_FIELDS = ['label', 'previous', 'next', 'pages', 'collection'];

/** The mapping has a field that is none of its known fields but close to one of `wanted`: a typo the schema reports. */
function misspelt(value: Obj, known: string[], wanted: string[]): boolean {
  return Object.keys(value).some((key) => !known.includes(key) && suggestion(key, wanted) !== '');
}

/**
 * Header links that are a link or a group, not both or neither; section
 * highlighting only on a site path; sequences of pages that exist, each page
 * in one sequence at most.
 */
export function navigationProblems(data: Obj, routes: Set<string>, collections: Map<string, Bound>, report: Report, place: Place): void {
  const navigation = isObj(data.navigation) ? data.navigation : {};
  list(navigation.links).forEach((item, i) => {
    if (!isObj(item)) return;
    const at: DataPath = ['navigation', 'links', i];
    // A misspelt 'to' or 'links' is reported where it is written, as an unknown field.
    if (item.to === undefined && item.links === undefined && !misspelt(item, HEADER_LINK_FIELDS, ['to', 'links']))
      report(at, "this header link needs 'to' (where it goes), or 'links' to make it a group that opens a menu");
    if (item.to !== undefined && item.links !== undefined)
      report([...at, 'links'], "a header link goes somewhere ('to') or opens a group ('links'), not both; remove one", 'key');
    if (item.section === true && !(typeof item.to === 'string' && item.to.startsWith('/')))
      report([...at, 'section'], 'section highlighting needs a site path in to, e.g. to: /docs', 'key');
  });
  const seen = new Map<string, DataPath>();
  list(navigation.sequences).forEach((sequence, s) => {
    if (!isObj(sequence)) return;
    const at: DataPath = ['navigation', 'sequences', s];
    if ((sequence.pages === undefined) === (sequence.collection === undefined)) {
      if (sequence.pages === undefined && misspelt(sequence, SEQUENCE_FIELDS, ['pages', 'collection'])) return;
      report(at, "a sequence lists its pages ('pages') or takes them from a collection ('collection'): give one of them");
      return;
    }
    let paths: Array<[string, DataPath]> = [];
    if (Array.isArray(sequence.pages)) {
      paths = sequence.pages.flatMap((p, j): Array<[string, DataPath]> => (typeof p === 'string' ? [[p, [...at, 'pages', j]]] : []));
      for (const [path, pathAt] of paths)
        if (!routes.has(path)) report(pathAt, `there is no page at '${path}'${suggestion(path, routes)}`, 'value', undefined, fixTo(path, routes));
    } else if (typeof sequence.collection === 'string') {
      const bound = collections.get(sequence.collection);
      if (!bound)
        report(
          [...at, 'collection'],
          `there is no collection '${sequence.collection}'${suggestOrList(sequence.collection, collections.keys(), COLLECTIONS)}`,
          'value',
          undefined,
          fixTo(sequence.collection, collections.keys()),
        );
      else if (!bound.collection.path)
        report([...at, 'collection'], `collection '${bound.name}' has no item pages: give it a path (and a page template or routes for them)`);
      else paths = [...bound.ids].map((id) => [bound.collection.path!.replace('{id}', id), [...at, 'collection']]);
    }
    for (const [path, pathAt] of paths) {
      const first = seen.get(path);
      if (first)
        report(pathAt, `'${path}' is already in the sequence at ${place(first)}; a page can have one previous and one next page, so keep it in one sequence`);
      else seen.set(path, pathAt);
    }
  });
}
