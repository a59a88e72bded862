import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import type { Api, CommitResult, GitState } from '../api.js';
import type { SchemaSet } from '../schema/schema-set.js';
import { readData } from '../source.js';
import { describeChanges } from '../state/changes.js';
import { ChangeList } from './change-list.js';

/**
 * Publishing through git: what changed since the last commit, in the
 * site's words, and "Save and commit" with a message. The editor commits
 * only the site file and the pictures it names that are new, runs the
 * repository's hooks, and never pushes: sharing the commit is the team's
 * own step.
 */
export function PublishDialog({
  open,
  api,
  schemas,
  data,
  onSaveAndCommit,
  onClose,
}: {
  open: boolean;
  api: Api;
  schemas: SchemaSet;
  /** The working copy, saved or not: what a commit will hold once it is saved. */
  data: unknown;
  /** Saves if anything is unsaved, then commits; resolves to the result, or undefined when the save did not happen. */
  onSaveAndCommit: (message: string) => Promise<CommitResult | undefined>;
  onClose: () => void;
}) {
  const [git, setGit] = useState<GitState | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CommitResult | null>(null);
  useEffect(() => {
    if (!open) return;
    setGit(null);
    setResult(null);
    api.git().then(setGit, (e: unknown) => setGit({ repository: false, reason: e instanceof Error ? e.message : String(e) }));
  }, [open, api]);
  const changes = useMemo(() => {
    if (!git?.repository || git.committed === null) return undefined;
    try {
      return describeChanges(schemas, readData(git.committed), data);
    } catch {
      return undefined;
    }
  }, [git, schemas, data]);
  const commit = async () => {
    if (!message.trim()) return;
    setBusy(true);
    try {
      const done = await onSaveAndCommit(message.trim());
      if (done) setResult(done);
      if (done?.ok) {
        setMessage('');
        setGit(await api.git());
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="publish-title">
      <DialogTitle id="publish-title">Changes since the last commit</DialogTitle>
      <DialogContent dividers>
        {!git && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>Asking git…</Typography>
          </Stack>
        )}
        {git && !git.repository && <Alert severity="info">{git.reason}</Alert>}
        {git?.repository && (
          <Stack spacing={2}>
            <DialogContentText>
              {git.committed === null
                ? 'No commit has the site file yet: committing adds it.'
                : `${changes?.length ?? 0} change${changes?.length === 1 ? '' : 's'} since the last commit${git.branch ? ` on ${git.branch}` : ''}, saved or not:`}
            </DialogContentText>
            {changes && <ChangeList changes={changes} beforeLabel="Last commit" afterLabel="Now" />}
            {result && (
              <Alert severity={result.ok ? 'success' : 'error'} role="alert">
                {result.ok
                  ? `Committed ${result.commit}: ${result.files.join(', ')}. Nothing was pushed; share it with git push when you are ready.`
                  : result.message}
              </Alert>
            )}
            <TextField
              label="What you changed"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              required
              multiline
              minRows={2}
              helperText="The commit message: a line that tells your team what changed and why."
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {git?.repository && (
          <Button variant="contained" disabled={busy || !message.trim()} onClick={() => void commit()}>
            Save and commit
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
