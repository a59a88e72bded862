import { Alert, AppBar, Box, Button, Divider, IconButton, Snackbar, Toolbar, Tooltip, Typography } from '@mui/material';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Api, CommitResult, Problem, Session } from './api.js';
import { ConfirmDialog, type ConfirmRequest } from './dialogs/confirm.js';
import { ConflictDialog } from './dialogs/conflict.js';
import { NewPageDialog } from './dialogs/new-page.js';
import { PublishDialog } from './dialogs/publish.js';
import { EntityForm } from './form/entity-form.js';
import { FormEnvContext, type FormEnv } from './form/env.js';
import { blockTypes, Palette } from './form/palette.js';
import { blockSkeleton } from './form/skeleton.js';
import { Outline } from './outline/outline.js';
import { Preview } from './preview/preview.js';
import { fixEdit, fixedPath } from './problems/fix.js';
import { ProblemsPanel } from './problems/problems.js';
import { bindingCollection, entityOf, entityTrail } from './schema/entity.js';
import { keyOrder } from './schema/node-at.js';
import { SchemaSet } from './schema/schema-set.js';
import type { DataPath, SourceEdit } from './source.js';
import { pathKey, startsWith, valueAt } from './state/data-edit.js';
import { followTitle } from './state/identity.js';
import { newPageEdits } from './state/new-page.js';
import { clickedInPreview, entityForPage, pageFor, previewFocus } from './state/preview-page.js';
import { initialState, isDirty, materialize, reducer, waiting } from './state/store.js';
import { useChecks, usePreview } from './state/use-checks.js';
import { readDraft, useFileSync } from './state/use-file-sync.js';
import { useIdentityRenames, useRemoval } from './state/use-references.js';
import { useShortcuts } from './state/use-shortcuts.js';
import { useFieldFocus } from './state/use-field-focus.js';

/** Writing the text parses the whole file; it waits for this pause in typing, so keystrokes and previews never queue behind it. */
const TEXT_AFTER_MS = 150;

/** The editor: outline, form and preview around one working copy of the site file. */
export function Editor({ api, session }: { api: Api; session: Session }) {
  const [state, dispatch] = useReducer(reducer, session, (s) => initialState({ text: s.text, hash: s.hash }));
  const language = useMemo(() => new SchemaSet(session.schemas), [session.schemas]);
  const names = useMemo(() => Object.keys(session.schemas), [session.schemas]);
  const [previewPath, setPreviewPath] = useState('/');
  const checked = useChecks(api, state.text);
  const previewPage = usePreview(api, state.data, previewPath);
  const schemas = useMemo(() => (checked.siteSchema ? language.withSite(checked.siteSchema) : language), [language, checked.siteSchema]);
  const [notice, setNotice] = useState<string | null>(null);
  const sync = useFileSync(api, session.file, state, dispatch, setNotice);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [palette, setPalette] = useState<{ path: DataPath; index?: number } | null>(null);
  const [newPage, setNewPage] = useState(false);
  const [publish, setPublish] = useState(false);
  const entity = entityOf(state.selection, state.data);
  const dirty = isDirty(state);
  const formBox = useRef<HTMLDivElement>(null);

  // Problems of entries just added wait until the owner leaves one of their fields, or saves.
  const { fresh, touched } = state;
  const problems = useMemo(() => checked.problems.filter((p) => !p.path || !waiting({ fresh, touched }, p.path)), [checked.problems, fresh, touched]);
  const waitingCount = checked.problems.length - problems.length;

  // Edits reach the text when typing pauses, after the preview has been drawn (see store.ts).
  useEffect(() => {
    if (state.pending.length === 0) return;
    const timer = setTimeout(() => dispatch({ type: 'materialize' }), TEXT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.pending]);

  // A draft kept from before a reload comes back, unless the file moved on meanwhile; either way the owner is told.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening: later sessions and syncs are not drafts
  useEffect(() => {
    const draft = readDraft(session.file);
    if (!draft || draft.text === session.text) return;
    dispatch({ type: 'load', text: draft.text });
    // Edits kept against an older version of the file: the owner chooses between the two.
    if (draft.base !== session.hash) sync.raise({ text: session.text, hash: session.hash });
    else setNotice('Your unsaved changes from before the page was reloaded are back. Save to keep them, or undo (Ctrl+Z) to drop them.');
  }, []);

  // The preview follows the selection to the page that shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the selection moves or pages come or go, not on every edit of the data
  useEffect(() => {
    setPreviewPath((current) => pageFor(entity, state.data, checked.pages, current));
  }, [pathKey(entity.path), checked.pages.length]);

  // Another form opens at its top, unless a field in it is about to be focused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the form shows another entity
  useEffect(() => {
    if (formBox.current && !state.focus) formBox.current.scrollTop = 0;
  }, [pathKey(entity.path)]);

  useFieldFocus(state.focus);

  const remove = useRemoval(schemas, state, dispatch, setConfirm);
  const renames = useIdentityRenames(schemas, state, dispatch, setConfirm, entity);
  const latest = useRef(state);
  latest.current = state;

  /**
   * Every edit from a form: a new key goes where its schema puts it, and a
   * new page's address or a new entry's short name follows its title.
   */
  const edit = useCallback(
    (edits: SourceEdit[], options: { coalesce?: string; select?: DataPath; fresh?: DataPath; focus?: DataPath } = {}) => {
      const now = latest.current;
      const placed = edits.map((e) => {
        if (e.op !== 'set' || e.path.length === 0) return e;
        const parent = valueAt(now.data, e.path.slice(0, -1));
        const missing = !!parent && typeof parent === 'object' && !Array.isArray(parent) && !(String(e.path[e.path.length - 1]) in parent);
        return missing ? { ...e, order: keyOrder(schemas, now.data, e.path.slice(0, -1)) } : e;
      });
      const following = edits.flatMap((e) => followTitle(now.data, now.fresh, e));
      dispatch({ type: 'edit', edits: [...placed, ...following], ...options });
    },
    [schemas],
  );

  const fix = useCallback((problem: Problem) => {
    const change = fixEdit(problem, latest.current.data);
    if (!change) return;
    const at = fixedPath(problem) ?? [];
    dispatch({ type: 'edit', edits: [change], select: entityOf(at, latest.current.data).path, focus: at });
  }, []);

  const env: FormEnv = useMemo(
    () => ({
      schemas,
      data: state.data,
      pages: checked.pages,
      // The collection whose fields and entries a field names: a block's, or the collection being edited.
      collection: entity.kind === 'block' ? bindingCollection(entity, state.data) : entity.kind === 'collection' ? String(entity.path[1]) : undefined,
      problemsAt: (path) => problems.filter((p) => p.path && pathKey(p.path) === pathKey(path)),
      problemsInside: (path) => problems.filter((p) => p.path && startsWith(p.path, path)),
      edit,
      select: (path, focus) => dispatch({ type: 'select', path, focus }),
      addBlock: (path, index) => setPalette({ path, index }),
      remove,
      fix,
      touch: (path) => dispatch({ type: 'touch', path }),
    }),
    [schemas, state.data, checked.pages, problems, entity, edit, remove, fix],
  );

  /** Saves the working copy; says so when there was nothing to write. Resolves to whether the file on disk now holds it. */
  const write = useCallback(
    async (text: string, base: string): Promise<boolean> => {
      const result = await api.save(text, base);
      if (result.saved) dispatch({ type: 'saved', disk: result.disk });
      else sync.raise(result.disk);
      return result.saved;
    },
    [api, sync],
  );

  /** Saves, asking first when the file has problems; resolves to whether the file on disk holds the working copy. */
  const save = useCallback(async (): Promise<boolean> => {
    // A field sends what was typed on the next frame (local-value.ts): Ctrl+S right after a key waits for it.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))));
    const now = materialize(latest.current);
    const text = now.text;
    // Whatever waited for the owner to leave a field shows now.
    dispatch({ type: 'reveal' });
    if (text === now.disk.text) {
      setNotice('Nothing to save: the file already holds every change.');
      return true;
    }
    // The warning counts the problems of exactly what is saved, checked again if the last check is older.
    const found = checked.text === text ? checked.problems : (await api.check(text, undefined)).problems;
    if (found.length === 0) return write(text, now.disk.hash);
    return new Promise<boolean>((done) =>
      setConfirm({
        title: `Save with ${found.length} problem${found.length === 1 ? '' : 's'}?`,
        body: 'The file will be saved as it is, but the site cannot be built or published until the problems are fixed. The problems list under the form names each one.',
        confirm: 'Save anyway',
        onConfirm: () => void write(text, now.disk.hash).then(done),
        onCancel: () => done(false),
      }),
    );
  }, [api, checked.text, checked.problems, write]);

  /** Save and commit: nothing is committed unless the save went through. */
  const saveAndCommit = useCallback(
    async (message: string): Promise<CommitResult | undefined> => {
      if (!(await save())) return undefined;
      return api.commit(message).catch((e: unknown) => ({ ok: false as const, message: e instanceof Error ? e.message : String(e) }));
    },
    [api, save],
  );

  useShortcuts(dispatch, () => void save());

  const selectPath = useCallback((path: DataPath) => dispatch({ type: 'select', path }), []);
  const chooseProblem = (problem: Problem) => {
    const path = problem.path ?? [];
    dispatch({ type: 'select', path: entityOf(path, state.data).path, focus: path });
  };
  const createPage = (page: Parameters<typeof newPageEdits>[4] | null) => {
    setNewPage(false);
    if (!page) return;
    const { edits, at } = newPageEdits(schemas, names, state.data, session.titleBlocks, page);
    dispatch({ type: 'edit', edits, select: at, fresh: at });
  };
  const types = useMemo(() => blockTypes(language, names), [language, names]);

  const focus = useMemo(() => previewFocus(entity, checked.pages, previewPath, state.data), [entity, checked.pages, previewPath, state.data]);

  return (
    <FormEnvContext.Provider value={env}>
      {/* Three panels side by side on a wide screen, each scrolling on its own; stacked on a narrow one, where the page scrolls. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', height: { md: '100vh' } }}>
        <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {session.file}
            </Typography>
            <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: 1 }}>
              {dirty ? 'Unsaved changes' : 'Saved'}
            </Typography>
            <Tooltip title="Undo (Ctrl+Z)">
              <span>
                <IconButton aria-label="Undo" disabled={state.past.length === 0} onClick={() => dispatch({ type: 'undo' })}>
                  <UndoIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Redo (Shift+Ctrl+Z)">
              <span>
                <IconButton aria-label="Redo" disabled={state.future.length === 0} onClick={() => dispatch({ type: 'redo' })}>
                  <RedoIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Button variant="outlined" color="inherit" onClick={() => setPublish(true)}>
              Changes and commit
            </Button>
            <Button variant="contained" onClick={() => void save()}>
              Save
            </Button>
          </Toolbar>
        </AppBar>
        <Box
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr) minmax(0, 1fr)' },
            overflow: { md: 'hidden' },
          }}
        >
          <Box sx={{ borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider', minHeight: 0, height: { xs: 360, md: 'auto' } }}>
            <Outline
              schemas={schemas}
              data={state.data}
              selection={state.selection}
              problemPaths={problems.flatMap((p) => (p.path ? [p.path] : []))}
              onSelect={selectPath}
              onNewPage={() => setNewPage(true)}
            />
          </Box>
          <Box component="main" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, borderRight: { md: 1 }, borderColor: 'divider' }}>
            <Box ref={formBox} sx={{ flex: 1, overflowY: { md: 'auto' }, p: 2 }} onFocusCapture={renames.onFocus} onBlurCapture={renames.onBlur}>
              <EntityForm entity={entity} onProblem={(path) => dispatch({ type: 'select', path: entityOf(path, state.data).path, focus: path })} />
            </Box>
            <Divider />
            <Box sx={{ flexShrink: 0, maxHeight: { xs: 240, md: '35%' }, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
              <ProblemsPanel
                file={session.file}
                problems={problems}
                waiting={waitingCount}
                where={(p) => entityTrail(schemas, entityOf(p.path ?? [], state.data), state.data).join(' › ')}
                onChoose={chooseProblem}
                onFix={fix}
              />
            </Box>
          </Box>
          <Box sx={{ height: { xs: 640, md: 'auto' }, minHeight: 0, minWidth: 0, borderTop: { xs: 1, md: 0 }, borderColor: 'divider' }}>
            <Preview
              page={previewPage}
              focus={focus}
              onSelect={(path, item) => dispatch({ type: 'select', path: clickedInPreview(path, item, state.data) })}
              onNavigate={(path) => {
                const target = entityForPage(
                  checked.pages.find((p) => p.path === path),
                  state.data,
                );
                if (target) dispatch({ type: 'select', path: target });
                setPreviewPath(path);
              }}
              onKey={(key, shift) => {
                if (key === 's') void save();
                else if (key === 'z') dispatch({ type: shift ? 'redo' : 'undo' });
                else if (key === 'y') dispatch({ type: 'redo' });
              }}
              onPainted={() => (window as unknown as { __editorPaints?: number[] }).__editorPaints?.push(performance.now())}
            />
          </Box>
        </Box>
      </Box>
      <Palette
        open={palette !== null}
        types={types}
        onClose={(type) => {
          if (type && palette) {
            const { path, index } = palette;
            const block = blockSkeleton(language, type);
            if (index === undefined) {
              // A block that had no type becomes one, keeping what was written in it.
              const old = valueAt(state.data, path) as Record<string, unknown> | undefined;
              dispatch({ type: 'edit', edits: [{ op: 'set', path, value: { ...block, ...old, type } }], select: path, fresh: path });
            } else dispatch({ type: 'edit', edits: [{ op: 'insert', path, index, value: block }], select: [...path, index], fresh: [...path, index] });
          }
          setPalette(null);
        }}
      />
      <NewPageDialog open={newPage} schemas={schemas} names={names} data={state.data} titleBlocks={session.titleBlocks} onClose={createPage} />
      <PublishDialog open={publish} api={api} schemas={schemas} data={state.data} onSaveAndCommit={saveAndCommit} onClose={() => setPublish(false)} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <ConflictDialog
        schemas={schemas}
        mine={state.data}
        theirs={sync.conflict?.text ?? null}
        onKeepMine={() => sync.settle('mine')}
        onTakeTheirs={() => sync.settle('theirs')}
      />
      <Snackbar open={state.error !== undefined} autoHideDuration={8000} onClose={() => dispatch({ type: 'dismiss-error' })}>
        <Alert severity="error" onClose={() => dispatch({ type: 'dismiss-error' })}>
          That change could not be written: {state.error}
        </Alert>
      </Snackbar>
      <Snackbar open={notice !== null} autoHideDuration={8000} onClose={() => setNotice(null)}>
        <Alert severity="info" elevation={6} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      </Snackbar>
    </FormEnvContext.Provider>
  );
}
