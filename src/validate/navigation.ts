import type { DataPath } from '../load/locate.js';
import type { Bound, Report } from './bindings.js';
import type { Place } from './items.js';
import { COLLECTIONS, fixTo, suggestion, suggestOrList } from './suggest.js';
import { HeaderLinkTarget, NoItemPages, NoPageAt, PageInTwoSequences, SectionWithoutPath, SequenceSource, UnknownCollection } from '../problem-catalogue.js';
import { isObj, type Obj } from '../is-obj.js';
import { withFix } from '../problem.js';

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
    if (item.to === undefined && item.links === undefined && !misspelt(item, HEADER_LINK_FIELDS, ['to', 'links'])) report(at, HeaderLinkTarget(false));
    if (item.to !== undefined && item.links !== undefined) report([...at, 'links'], HeaderLinkTarget(true), 'key');
    if (item.section === true && !(typeof item.to === 'string' && item.to.startsWith('/'))) report([...at, 'section'], SectionWithoutPath(), 'key');
  });
  const seen = new Map<string, DataPath>();
  list(navigation.sequences).forEach((sequence, s) => {
    if (!isObj(sequence)) return;
    const at: DataPath = ['navigation', 'sequences', s];
    if ((sequence.pages === undefined) === (sequence.collection === undefined)) {
      if (sequence.pages === undefined && misspelt(sequence, SEQUENCE_FIELDS, ['pages', 'collection'])) return;
      report(at, SequenceSource());
      return;
    }
    let paths: Array<[string, DataPath]> = [];
    if (Array.isArray(sequence.pages)) {
      paths = sequence.pages.flatMap((p, j): Array<[string, DataPath]> => (typeof p === 'string' ? [[p, [...at, 'pages', j]]] : []));
      for (const [path, pathAt] of paths) if (!routes.has(path)) report(pathAt, withFix(NoPageAt(path, suggestion(path, routes)), fixTo(path, routes)));
    } else if (typeof sequence.collection === 'string') {
      const bound = collections.get(sequence.collection);
      if (!bound)
        report(
          [...at, 'collection'],
          withFix(
            UnknownCollection(sequence.collection, suggestOrList(sequence.collection, collections.keys(), COLLECTIONS)),
            fixTo(sequence.collection, collections.keys()),
          ),
        );
      else if (!bound.collection.path) report([...at, 'collection'], NoItemPages({ collection: bound.name }));
      else paths = [...bound.ids].map((id) => [bound.collection.path!.replace('{id}', id), [...at, 'collection']]);
    }
    for (const [path, pathAt] of paths) {
      const first = seen.get(path);
      if (first) report(pathAt, PageInTwoSequences(path, place(first)));
      else seen.set(path, pathAt);
    }
  });
}
