import { Box, FormControl, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CodeIcon from '@mui/icons-material/Code';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import LinkIcon from '@mui/icons-material/Link';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Expanded } from '../schema/schema-set.js';
import { valueAt } from '../state/data-edit.js';
import { fieldId, useFormEnv, type FieldProps } from './env.js';
import { FieldFixes, useHelp } from './help.js';
import { LinkDialog } from './link-dialog.js';
import { useLocalValue } from './local-value.js';
import { fromMarkup, toMarkup } from './markup.js';
import { caretAfter, closedBefore, drawInline, insertLink, readInline, splitAtCaret, toggleCode } from './rich-dom.js';

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const KEY = MAC ? '⌘' : 'Ctrl+';

/** The browser's own edits a prose field refuses: formatting the markup cannot hold, and line breaks, which it would join. */
const REFUSED =
  /^(formatUnderline|formatStrikeThrough|formatSuperscript|formatSubscript|formatJustify|formatIndent|formatOutdent|formatFont|formatBackColor|insertParagraph|insertLineBreak|insertOrderedList|insertUnorderedList|insertHorizontalRule|insertFromPaste|insertFromDrop|historyUndo|historyRedo)/;

/**
 * Prose, edited formatted, like a word processor: bold, italic, code and
 * links are shown as such, Ctrl/Cmd+B, I and K format, and what is saved is
 * exactly the inline markup the text reads as. A paragraph is one line of
 * the file's meaning, so Enter never puts a line break into it; in a list
 * of paragraphs, it starts the next paragraph.
 */
export function InlineTextInput(props: FieldProps & { x: Expanded }) {
  const { x, path, required, label, value } = props;
  const env = useFormEnv();
  const box = useRef<HTMLDivElement>(null);
  const commit = (text: string) => {
    if (text === '' && !required) env.edit([{ op: 'delete', path }], { coalesce: JSON.stringify(path) });
    else env.edit([{ op: 'set', path, value: text }], { coalesce: JSON.stringify(path) });
  };
  const [local, change] = useLocalValue(typeof value === 'string' ? value : '', commit);
  // A definition's description tells a writer of the file how to write formatting; the box shows formatting as it is.
  const help = useHelp(path, x.ownDescription);
  const title = label ?? x.title ?? '';
  const id = fieldId(path);
  // A paragraph in a list of paragraphs: Enter starts the next one.
  const list = typeof path[path.length - 1] === 'number' ? valueAt(env.data, path.slice(0, -1)) : undefined;

  // What the box last said, as markup: the box is drawn from the markup only when the markup changes from elsewhere
  // (an undo, a reload), never from an echo of the owner's own typing, which may be a keystroke behind the box.
  const said = useRef<string | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || local === said.current) return;
    if (toMarkup(readInline(el)) !== local) drawInline(el, fromMarkup(local));
    said.current = local;
  }, [local]);

  const read = () => {
    if (!box.current) return;
    said.current = toMarkup(readInline(box.current));
    change(said.current);
  };
  const reading = useRef(read);
  reading.current = read;

  // The browser's own input events, which React does not pass on with their kind.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = (event: InputEvent) => {
      if (REFUSED.test(event.inputType)) return event.preventDefault();
      // Typing at the end of a link or code goes after it, not into it.
      const end = event.inputType === 'insertText' && event.data ? closedBefore(el) : undefined;
      if (end && event.data) {
        event.preventDefault();
        caretAfter(end, event.data);
        reading.current();
      }
    };
    el.addEventListener('beforeinput', before);
    return () => el.removeEventListener('beforeinput', before);
  }, []);
  const [linking, setLinking] = useState<Range | null>(null);
  const format = (command: 'bold' | 'italic' | 'code' | 'link') => {
    const el = box.current;
    if (!el) return;
    if (document.activeElement !== el) el.focus();
    if (command === 'link') {
      const selection = getSelection();
      const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : document.createRange();
      setLinking(range);
      return;
    }
    if (command === 'code') toggleCode(el);
    else document.execCommand(command);
    read();
  };
  const linked = (choice: { target: string; words: string } | null) => {
    const el = box.current;
    const range = linking;
    setLinking(null);
    if (!el || !range) return;
    el.focus();
    if (choice) {
      insertLink(el, range, choice.target, choice.words);
      read();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const parts = Array.isArray(list) && box.current ? splitAtCaret(box.current) : undefined;
      if (!parts) return;
      const index = path[path.length - 1] as number;
      const [before, after] = parts.map(toMarkup);
      const next = [...path.slice(0, -1), index + 1];
      env.edit(
        [
          { op: 'set', path, value: before },
          { op: 'insert', path: path.slice(0, -1), index: index + 1, value: after },
        ],
        { focus: next },
      );
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    const command = key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'k' ? 'link' : key === 'u' ? null : undefined;
    if (command === undefined) return;
    event.preventDefault();
    if (command) format(command);
  };

  return (
    <FormControl fullWidth error={help.error} required={required}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography
          component="span"
          id={`${id}-label`}
          variant="body2"
          onClick={() => box.current?.focus()}
          sx={{ flex: 1, color: help.error ? 'error.main' : 'text.secondary' }}
        >
          {title}
          {required && <span aria-hidden> *</span>}
        </Typography>
        <Stack direction="row" spacing={0.25} aria-label={`Formatting for ${title}`} role="toolbar">
          {(
            [
              ['bold', `Bold (${KEY}B)`, <FormatBoldIcon key="b" fontSize="small" />],
              ['italic', `Italic (${KEY}I)`, <FormatItalicIcon key="i" fontSize="small" />],
              ['code', 'Code', <CodeIcon key="c" fontSize="small" />],
              ['link', `Link (${KEY}K)`, <LinkIcon key="l" fontSize="small" />],
            ] as const
          ).map(([command, tip, icon]) => (
            <Tooltip key={command} title={tip}>
              <IconButton
                size="small"
                aria-label={`${tip.replace(/ \(.*\)$/, '')}, in ${title}`}
                // The selection in the text stays where it is while the button is pressed.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => format(command)}
              >
                {icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
      </Stack>
      <Box
        ref={box}
        id={id}
        role="textbox"
        contentEditable
        suppressContentEditableWarning
        spellCheck
        aria-multiline="false"
        aria-labelledby={`${id}-label`}
        aria-describedby={help.helperText ? `${id}-help` : undefined}
        aria-required={required || undefined}
        aria-invalid={help.error || undefined}
        tabIndex={0}
        onInput={read}
        onBlur={() => env.touch(path)}
        onKeyDown={onKeyDown}
        onPaste={(e) => {
          e.preventDefault();
          // Pasted text arrives as plain text on one line; formatting from elsewhere is not the site's.
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain').replace(/\s*[\r\n]+\s*/g, ' '));
        }}
        onDrop={(e) => e.preventDefault()}
        sx={{
          minHeight: 40,
          px: 1.75,
          py: 1,
          border: 1,
          borderColor: help.error ? 'error.main' : 'rgba(128,128,128,0.55)',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          lineHeight: 1.5,
          cursor: 'text',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus': { outline: '2px solid var(--focus-ring)', outlineOffset: 1, borderColor: 'transparent' },
          '& a': { color: 'primary.main', textDecoration: 'underline', cursor: 'text' },
          '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        }}
      />
      {help.helperText && <FormHelperText id={`${id}-help`}>{help.helperText}</FormHelperText>}
      <FieldFixes path={path} />
      <LinkDialog open={linking !== null} selected={linking?.toString() ?? ''} onClose={linked} />
    </FormControl>
  );
}
