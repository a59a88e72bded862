import { Box, Button, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { blockLabel } from '../schema/entity.js';
import { fieldId, useFormEnv, type FieldProps } from './env.js';
import { dragProps, RowControls } from './row-controls.js';
import { GroupHelp } from './help.js';
import { OwnerText } from './owner-text.js';

/**
 * A list of blocks: each opens its own form, since each type has its own
 * schema. Blocks are added from the palette, and reordered by dragging or
 * with the move buttons.
 */
export function BlockList({ path, value, label, node }: FieldProps) {
  const env = useFormEnv();
  const blocks = Array.isArray(value) ? value : [];
  const title = label ?? env.schemas.expand(node).title ?? 'Blocks';
  const move = (from: number, to: number) => env.edit([{ op: 'move', path, from, to }]);
  return (
    <Box id={fieldId(path)} tabIndex={-1} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      <GroupHelp path={path} />
      <List dense disablePadding>
        {blocks.map((block, i) => {
          const { typeTitle, text } = blockLabel(env.schemas, block);
          const what = `block ${i + 1}, ${typeTitle}`;
          const inner = env.problemsAt([...path, i]).length;
          return (
            <ListItem
              key={i}
              disablePadding
              secondaryAction={<RowControls list={path} index={i} length={blocks.length} value={block} what={what} />}
              sx={{ pr: 20 }}
              {...dragProps(path, i, move)}
            >
              <DragIndicatorIcon fontSize="small" sx={{ color: 'text.secondary', cursor: 'grab', mr: 0.5 }} aria-hidden />
              <ListItemButton onClick={() => env.select([...path, i])} sx={{ borderRadius: 1 }}>
                <ListItemText
                  primary={`${i + 1}. ${typeTitle}${inner ? ' ⚠' : ''}`}
                  secondary={<OwnerText>{text}</OwnerText>}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Button size="small" startIcon={<AddIcon />} onClick={() => env.addBlock(path, blocks.length)} sx={{ mt: 1 }}>
        Add a block
      </Button>
    </Box>
  );
}
