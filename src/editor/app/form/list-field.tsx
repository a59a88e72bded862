import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { Expanded } from '../schema/schema-set.js';
import { fieldId, useFormEnv, type FieldProps, useField } from './env.js';
import { ObjectFields } from './object-field.js';
import { dragProps, RowControls } from './row-controls.js';
import { skeleton } from './skeleton.js';
import { GroupHelp } from './help.js';
import { OwnerText } from './owner-text.js';
import { singular, withArticle } from '../schema/words.js';

/** A short description of an entry for its header: what names it (title, label, …), else its first words. */
function summary(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const named = ['title', 'label', 'name', 'heading', 'question', 'subheading'].map((key) => record[key]).find((v) => typeof v === 'string');
    const text = named ?? Object.values(record).find((v) => typeof v === 'string');
    if (typeof text === 'string') return text;
  }
  return '';
}

/** A list: each entry with its controls, and a button to add one. */
export function ListField(props: FieldProps & { x: Expanded }) {
  const { x, path, value, required, label } = props;
  const env = useFormEnv();
  const Field = useField();
  const list = Array.isArray(value) ? value : [];
  const title = label ?? x.title ?? String(path[path.length - 1]);
  const itemX = x.items ? env.schemas.expand(x.items) : undefined;
  // An entry is named by its own schema's title ("Card"), else by the list's title made singular ("Paragraphs" → "Paragraph"),
  // never by a shared definition's title, which describes the kind of value rather than this list's entries.
  const own = typeof x.items?.schema.title === 'string' ? x.items.schema.title : undefined;
  const itemTitle = own ?? singular(title) ?? 'Entry';
  // Entries that are objects show their fields straight in the entry's box, without a second frame.
  const addLabel = `Add ${withArticle(itemTitle.toLowerCase())}`;
  const plainObjects = itemX?.type === 'object' && !itemX.options && Object.keys(itemX.properties).length > 0;
  const add = () =>
    env.edit([{ op: 'insert', path, index: list.length, value: skeleton(env.schemas, x.items!) }], {
      fresh: [...path, list.length],
      focus: [...path, list.length],
    });
  const move = (from: number, to: number) => env.edit([{ op: 'move', path, from, to }]);
  return (
    <Box id={fieldId(path)} tabIndex={-1} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="p">
        {title}
        {required ? ' *' : ''}
      </Typography>
      <GroupHelp path={path} description={x.description} />
      <Stack spacing={1}>
        {list.map((entry, i) => {
          const what = `${itemTitle.toLowerCase()} ${i + 1}`;
          return (
            <Paper key={i} variant="outlined" sx={{ p: 1.5 }} {...dragProps(path, i, move)}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <DragIndicatorIcon fontSize="small" sx={{ color: 'text.secondary', cursor: 'grab' }} aria-hidden />
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {i + 1}. <OwnerText>{summary(entry)}</OwnerText>
                </Typography>
                <RowControls list={path} index={i} length={list.length} value={entry} what={what} />
              </Stack>
              {plainObjects ? (
                <ObjectFields x={itemX} path={[...path, i]} value={entry} />
              ) : (
                <Field node={x.items!} path={[...path, i]} value={entry} required label={`${itemTitle} ${i + 1}`} />
              )}
            </Paper>
          );
        })}
      </Stack>
      {x.items && (
        <Button size="small" startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }}>
          {addLabel}
        </Button>
      )}
    </Box>
  );
}
