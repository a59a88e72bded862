import { fieldLabel, roleField } from '../model/collections.js';
import type { Item } from '../types/site.js';
import type { Declaration } from '../model/site-reader.js';
import { FieldValue } from './field-value.js';
import { Box } from './mui.js';

/**
 * A line of an item's fields: author · date · read time. Every part draws a
 * separator before itself and the row is shifted left by one separator
 * inside a clipping box, so the separator that starts any line, wrapped or
 * not, is hidden.
 */
export function ItemMeta({ collection, item, fields }: { collection: Declaration; item: Item; fields: string[] }) {
  // Beside the date an item was published, the date it was updated says which it is ('Updated 10 Mar 2026'), and is left out when it is the same day.
  const [date, updated] = [roleField(collection, 'date'), roleField(collection, 'updated')];
  const revision = updated !== date ? updated : undefined;
  const shown = fields.filter((field) => item[field] !== undefined && !(field === revision && date !== undefined && item[field] === item[date]));
  if (shown.length === 0) return null;
  return (
    <Box sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          rowGap: 0.25,
          ml: '-1.25em',
          color: 'text.secondary',
          typography: 'body2',
          '& > *': { whiteSpace: 'nowrap' },
          '& > *::before': { content: '"·"', display: 'inline-block', width: '1.25em', textAlign: 'center' },
        }}
      >
        {shown.map((field) => (
          <span key={field}>
            {field === revision && `${fieldLabel(collection, field)} `}
            <FieldValue collection={collection} field={field} item={item} />
          </span>
        ))}
      </Box>
    </Box>
  );
}
