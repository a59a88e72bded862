import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  confirm: string;
  onConfirm: () => void;
  /** Called when the owner closes the question without confirming. */
  onCancel?: () => void;
  /** A second way forward, e.g. "Rename without updating". */
  alternative?: { label: string; onChoose: () => void };
}

/** A question before something that cannot be taken back easily, or that touches other parts of the site. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const cancel = () => {
    request?.onCancel?.();
    onClose();
  };
  return (
    <Dialog open={request !== null} onClose={cancel} aria-labelledby="confirm-title" maxWidth="sm" fullWidth>
      {request && (
        <>
          <DialogTitle id="confirm-title">{request.title}</DialogTitle>
          <DialogContent>
            <DialogContentText component="div">{request.body}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={cancel}>Cancel</Button>
            {request.alternative && (
              <Button
                onClick={() => {
                  request.alternative!.onChoose();
                  onClose();
                }}
              >
                {request.alternative.label}
              </Button>
            )}
            <Button
              variant="contained"
              onClick={() => {
                request.onConfirm();
                onClose();
              }}
            >
              {request.confirm}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
