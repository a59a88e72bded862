import { Alert, AppBar, Box, Button, Divider, IconButton, Snackbar, Toolbar, Tooltip, Typography } from '@mui/material';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { Api, Problem, Session } from './api.js';
import { ConfirmDialog, type ConfirmRequest } from './dialogs/confirm.js';
import { ConflictDialog } from './dialogs/conflict.js';
import { EntityForm } from './form/entity-form.js';
import { fieldId, FormEnvContext, type FormEnv } from './form/env.js';
import { blockTypes, Palette } from './form/palette.js';
import { blockSkeleton, skeleton } from './form/skeleton.js';
import { Outline } from './outline/outline.js';
import { Preview } from './preview/preview.js';
import { ProblemsPanel } from './problems/problems.js';
import { bindingCollection, entityOf } from './schema/entity.js';
import { SchemaSet } from './schema/schema-set.js';
import type { DataPath } from './source.js';
import { pathKey, startsWith, valueAt } from './state/data-edit.js';
import { entityForPage, pageFor } from './state/preview-page.js';
import { initialState, isDirty, materialize, reducer } from './state/store.js';
import { useChecks, usePreview } from './state/use-checks.js';
import { readDraft, useFileSync } from './state/use-file-sync.js';
import { useRemoval, useIdentityRenames } from './state/use-references.js';
import { useShortcuts } from './state/use-shortcuts.js';

/** Writing the text parses the whole file; it waits for this pause in typing, so keystrokes and previews never queue behind it. */
const TEXT_AFTER_MS = 150;

/** The editor: outline, form and preview around one working copy of the site file. */
export function Editor({ api, session }: { api: Api; session: Session }) {
  const [state, dispatch] = useReducer(reducer, session, (s) => initialState({ text: s.text, hash: s.hash }));
  const language = useMemo(() => new SchemaSet(session.schemas), [session.schemas]);
  const [previewPath, setPreviewPath] = useState('/');
  const checked = useChecks(api, state.text);
  const previewPage = usePreview(api, state.data, previewPath);
  const schemas = useMemo(() => (checked.siteSchema ? language.withSite(checked.siteSchema) : language), [language, checked.siteSchema]);
  const sync = useFileSync(api, session.file, state, dispatch);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [palette, setPalette] = useState<{ path: DataPath; index: number } | null>(null);
  const entity = entityOf(state.selection, state.data);
  const dirty = isDirty(state);

  // Edits reach the text when typing pauses, after the preview has been drawn (see store.ts).
  useEffect(() => {
    if (state.pending.length === 0) return;
    const timer = setTimeout(() => dispatch({ type: 'materialize' }), TEXT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.pending]);

  // A draft kept from before a reload comes back, unless the file moved on meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening: later sessions and syncs are not drafts
  useEffect(() => {
    const draft = readDraft(session.file);
    if (!draft || draft.text === session.text) return;
    dispatch({ type: 'load', text: draft.text });
    // Edits kept against an older version of the file: the owner chooses between the two.
    if (draft.base !== session.hash) sync.raise({ text: session.text, hash: session.hash });
  }, []);

  // The preview follows the selection to the page that shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the selection moves or pages come or go, not on every edit of the data
  useEffect(() => {
    setPreviewPath((current) => pageFor(entity, state.data, checked.pages, current));
  }, [pathKey(entity.path), checked.pages.length]);

  // A problem or a search opens a form and focuses a field in it; the field may appear a frame later.
  useEffect(() => {
    if (!state.focus) return;
    const focus = state.focus.path;
    const frame = requestAnimationFrame(() => {
      for (let end = focus.length; end > 0; end--) {
        const el = document.getElementById(fieldId(focus.slice(0, end)));
        if (el) {
          el.scrollIntoView({ block: 'center' });
          (el.querySelector<HTMLElement>('input, textarea, [role=combobox]') ?? el).focus();
          return;
        }
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [state.focus]);

  const remove = useRemoval(schemas, state, dispatch, setConfirm);
  const renames = useIdentityRenames(schemas, state, dispatch, setConfirm, entity);
  const env: FormEnv = useMemo(
    () => ({
      schemas,
      data: state.data,
      pages: checked.pages,
      collection: entity.kind === 'block' ? bindingCollection(entity, state.data) : undefined,
      problemsAt: (path) => checked.problems.filter((p) => p.path && pathKey(p.path) === pathKey(path)),
      problemsInside: (path) => checked.problems.filter((p) => p.path && startsWith(p.path, path)),
      edit: (edits, options) => dispatch({ type: 'edit', edits, ...options }),
      select: (path, focus) => dispatch({ type: 'select', path, focus }),
      addBlock: (path, index) => setPalette({ path, index }),
      remove,
    }),
    [schemas, state.data, checked.pages, checked.problems, entity, remove],
  );

  const save = useCallback(async () => {
    const text = materialize(state).text;
    const write = async () => {
      const result = await api.save(text, state.disk.hash);
      if (result.saved) dispatch({ type: 'saved', disk: result.disk });
      else sync.raise(result.disk);
    };
    // The warning counts the problems of exactly what is saved, checked again if the last check is older.
    const problems = checked.text === text ? checked.problems : (await api.check(text, undefined)).problems;
    if (problems.length === 0) return write();
    setConfirm({
      title: `Save with ${problems.length} problem${problems.length === 1 ? '' : 's'}?`,
      body: 'The file will be saved as it is, but the build refuses a site file with problems: the site cannot be built or published until they are fixed. The problems panel lists each one.',
      confirm: 'Save anyway',
      onConfirm: () => void write(),
    });
  }, [api, state, checked.text, checked.problems, sync]);

  useShortcuts(dispatch, save);

  const selectPath = useCallback((path: DataPath) => dispatch({ type: 'select', path }), []);
  const chooseProblem = (problem: Problem) => {
    const path = problem.path ?? [];
    dispatch({ type: 'select', path: entityOf(path, state.data).path, focus: path });
  };
  const addRoute = () => {
    const routes = valueAt(state.data, ['routes']);
    const index = Array.isArray(routes) ? routes.length : 0;
    const node = schemas.at('schemas/site.schema.json', '/$defs/route');
    dispatch({ type: 'edit', edits: [{ op: 'insert', path: ['routes'], index, value: node ? skeleton(schemas, node) : {} }], select: ['routes', index] });
  };
  const types = useMemo(() => blockTypes(language, Object.keys(session.schemas)), [language, session.schemas]);

  return (
    <FormEnvContext.Provider value={env}>
      {/* Three panels side by side on a wide screen, each scrolling on its own; stacked on a narrow one, where the page scrolls. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', height: { md: '100vh' } }}>
        <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar variant="dense" sx={{ gap: 1 }}>
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
            <Button variant="contained" onClick={() => void save()} disabled={!dirty}>
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
          <Box sx={{ borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider', minHeight: 0, height: { xs: 320, md: 'auto' } }}>
            <Outline
              schemas={schemas}
              data={state.data}
              selection={state.selection}
              problemPaths={checked.problems.flatMap((p) => (p.path ? [p.path] : []))}
              onSelect={selectPath}
              onAddRoute={addRoute}
            />
          </Box>
          <Box component="main" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, borderRight: { md: 1 }, borderColor: 'divider' }}>
            <Box sx={{ flex: 1, overflowY: { md: 'auto' }, p: 2 }} onFocusCapture={renames.onFocus} onBlurCapture={renames.onBlur}>
              <EntityForm entity={entity} onProblem={(path) => dispatch({ type: 'select', path: entityOf(path, state.data).path, focus: path })} />
            </Box>
            <Divider />
            <Box sx={{ height: { md: 180 }, maxHeight: { xs: 240, md: 'none' }, minHeight: 0, overflowY: 'auto' }}>
              <ProblemsPanel file={session.file} problems={checked.problems} onChoose={chooseProblem} />
            </Box>
          </Box>
          <Box sx={{ height: { xs: 640, md: 'auto' }, minHeight: 0, borderTop: { xs: 1, md: 0 }, borderColor: 'divider' }}>
            <Preview
              page={previewPage}
              focus={entity.kind === 'block' ? entity.path : null}
              onSelect={(path) => dispatch({ type: 'select', path })}
              onNavigate={(path) => {
                const target = entityForPage(
                  checked.pages.find((p) => p.path === path),
                  state.data,
                );
                if (target) dispatch({ type: 'select', path: target });
                setPreviewPath(path);
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
          if (type && palette)
            dispatch({
              type: 'edit',
              edits: [{ op: 'insert', path: palette.path, index: palette.index, value: blockSkeleton(language, type) }],
              select: [...palette.path, palette.index],
            });
          setPalette(null);
        }}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <ConflictDialog
        mine={state.text}
        theirs={sync.conflict?.text ?? null}
        onKeepMine={() => sync.settle('mine')}
        onTakeTheirs={() => sync.settle('theirs')}
      />
      <Snackbar open={state.error !== undefined} autoHideDuration={8000} onClose={() => dispatch({ type: 'dismiss-error' })}>
        <Alert severity="error" onClose={() => dispatch({ type: 'dismiss-error' })}>
          That change could not be written: {state.error}
        </Alert>
      </Snackbar>
      <Snackbar open={sync.notice !== null} autoHideDuration={6000} onClose={sync.clearNotice} message={sync.notice} />
    </FormEnvContext.Provider>
  );
}
