import { IconButton, Stack, Tooltip } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import type { DragEvent } from 'react';
import type { DataPath } from '../source.js';
import { useFormEnv } from './env.js';

/**
 * Move up, move down, duplicate and delete for one entry of a list: the
 * keyboard's way to reorder, beside dragging. `what` names the entry for
 * screen readers ("card 2").
 */
export function RowControls({
  list,
  index,
  length,
  value,
  what,
  onDelete,
}: {
  list: DataPath;
  index: number;
  length: number;
  value: unknown;
  what: string;
  onDelete?: () => void;
}) {
  const env = useFormEnv();
  const move = (to: number) => env.edit([{ op: 'move', path: list, from: index, to }]);
  return (
    <Stack direction="row" spacing={0} sx={{ flexShrink: 0 }}>
      <Tooltip title="Move up">
        <span>
          <IconButton size="small" aria-label={`Move ${what} up`} disabled={index === 0} onClick={() => move(index - 1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Move down">
        <span>
          <IconButton size="small" aria-label={`Move ${what} down`} disabled={index === length - 1} onClick={() => move(index + 1)}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Duplicate">
        <IconButton size="small" aria-label={`Duplicate ${what}`} onClick={() => env.edit([{ op: 'insert', path: list, index: index + 1, value }])}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton size="small" aria-label={`Delete ${what}`} onClick={onDelete ?? (() => env.remove([...list, index], what))}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

const DRAG_TYPE = 'application/x-site-entry';

/** Drag-and-drop within one list: the dragged entry's list and index travel with the drag. */
export function dragProps(list: DataPath, index: number, move: (from: number, to: number) => void) {
  const key = JSON.stringify(list);
  return {
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ key, index }));
      e.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (e: DragEvent) => {
      if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      const raw = e.dataTransfer.getData(DRAG_TYPE);
      if (!raw) return;
      e.preventDefault();
      const from = JSON.parse(raw) as { key: string; index: number };
      if (from.key === key && from.index !== index) move(from.index, index);
    },
  };
}
