import { Box, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import LinkIcon from '@mui/icons-material/Link';
import { useRef, useState } from 'react';
import { growingText } from './growing-text.js';
import { LinkDialog } from './link-dialog.js';
import type { Expanded } from '../schema/schema-set.js';
import { fieldId, useFormEnv, type FieldProps } from './env.js';
import { useHelp } from './help.js';
import { useLocalValue } from './local-value.js';

/**
 * Prose with inline markup. The toolbar writes the same markup an owner
 * types (**strong**, *emphasis*, [label](target)), around the selection,
 * so the file reads the same whichever way it was written.
 */
export function InlineTextInput(props: FieldProps & { x: Expanded }) {
  const { x, path, required, label, value } = props;
  const env = useFormEnv();
  const input = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);
  const commit = (text: string) => {
    if (text === '' && !required) env.edit([{ op: 'delete', path }], { coalesce: JSON.stringify(path) });
    else env.edit([{ op: 'set', path, value: text }], { coalesce: JSON.stringify(path) });
  };
  const [local, change] = useLocalValue(typeof value === 'string' ? value : '', commit);
  const help = useHelp(path, x.description);
  const title = label ?? x.title ?? '';

  const wrap = (before: string, after: string, placeholder: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? local.length;
    const end = el?.selectionEnd ?? local.length;
    const inner = local.slice(start, end) || placeholder;
    change(local.slice(0, start) + before + inner + after + local.slice(end));
    // Keep the wrapped words selected, so a second click can wrap them again or the owner types over them.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + before.length, start + before.length + inner.length);
    });
  };
  const [asking, setAsking] = useState(false);
  // The selection is read when the link is added, so it is kept while the dialog is open.
  const selection = useRef<[number, number]>([0, 0]);
  const link = () => {
    selection.current = [input.current?.selectionStart ?? local.length, input.current?.selectionEnd ?? local.length];
    setAsking(true);
  };
  const linked = (target: string | null) => {
    setAsking(false);
    if (!target) return;
    input.current?.setSelectionRange(...selection.current);
    wrap('[', `](${target})`, 'link text');
  };
  return (
    <Box>
      <Stack direction="row" spacing={0.5} aria-label={`Formatting for ${title}`} role="toolbar">
        <Tooltip title="Bold (**text**)">
          <IconButton size="small" aria-label={`Bold, in ${title}`} onClick={() => wrap('**', '**', 'bold text')}>
            <FormatBoldIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Italic (*text*)">
          <IconButton size="small" aria-label={`Italic, in ${title}`} onClick={() => wrap('*', '*', 'italic text')}>
            <FormatItalicIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Link ([text](target))">
          <IconButton size="small" aria-label={`Link, in ${title}`} onClick={link}>
            <LinkIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <LinkDialog open={asking} onClose={linked} />
      <TextField
        id={fieldId(path)}
        inputRef={input}
        label={title}
        value={local}
        onChange={(e) => change(e.target.value)}
        required={required}
        fullWidth
        size="small"
        {...growingText}
        {...help}
      />
    </Box>
  );
}
