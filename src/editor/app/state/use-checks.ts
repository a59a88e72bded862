import { useEffect, useMemo, useRef, useState } from 'react';
import type { Api, PageSummary, PreviewPage, Problem } from '../api.js';
import type { Schema } from '../schema/schema-set.js';
import { useLatestOnly } from './latest-only.js';

export interface Checked {
  problems: Problem[];
  /** The pages of the last version without problems. */
  pages: PageSummary[];
  siteSchema?: Schema;
  /** The text these problems are about. */
  text?: string;
}

/** How long typing must pause before the whole text is checked: the preview, which is cheaper, goes first. */
const QUIET_MS = 250;

/** Every problem in the working copy, from the build's validator, once typing pauses. */
export function useChecks(api: Api, text: string): Checked {
  const [state, setState] = useState<Checked>({ problems: [], pages: [] });
  const schemaKey = useRef<string | undefined>(undefined);
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), QUIET_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useLatestOnly(settled, async (sent) => {
    const result = await api.check(sent, schemaKey.current);
    if (result.siteSchema) schemaKey.current = result.siteSchema.key;
    setState((old) => ({ problems: result.problems, pages: result.pages ?? old.pages, siteSchema: result.siteSchema?.schema ?? old.siteSchema, text: sent }));
  });
  return state;
}

/** The page at `path`, drawn from the data as it is now; it follows every edit. */
export function usePreview(api: Api, data: unknown, path: string): PreviewPage | undefined {
  const [page, setPage] = useState<PreviewPage | undefined>(undefined);
  const input = useMemo(() => ({ data, path }), [data, path]);
  useLatestOnly(input, async (sent) => {
    const next = await api.preview(sent.data, sent.path);
    if (next) setPage(next);
  });
  return page;
}
