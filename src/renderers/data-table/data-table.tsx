import { useItemMark } from '../../ui/item-mark.js';
import { useId } from 'react';
import { fieldLabel, itemPath, type FieldType } from '../../model/collections.js';
import { valueText } from '../../model/format.js';
import { rankBadge } from '../../model/rating.js';
import type { Shown } from '../../model/item-values.js';
import type { DataTable as DataTableData, FieldColumn, Item } from '../../types/site.js';
import { headingAnchor } from '../../model/anchors.js';
import { Grouped, listedGroups } from '../../ui/listing.js';
import { BlockSection } from '../../ui/block-section.js';
import { FieldValue } from '../../ui/field-value.js';
import { InlineText } from '../../ui/inline-text.js';
import { Box, Chip, Typography } from '../../ui/mui.js';
import { ScrollTable, textCellClass } from '../../ui/scroll-table.js';
import { tableWidth } from '../../ui/table-width.js';
import { useReader } from '../../ui/site-context.js';
import { ButtonLink, SmartLink } from '../../ui/smart-link.js';
import type { BlockProps } from '../define-block.js';
import { SmallPrint } from '../../ui/small-print.js';

type DataTableBlock = Shown<DataTableData>;

/** The width a row's heading keeps (the styles below). */
const ROW_HEADING = 170;
/** What a cell of some kinds needs whatever its text: a rating's stars and number, a thumbnail, and the room given to prices and prose (the styles below). */
const LEAST: Partial<Record<FieldType, number>> = { rating: 110, image: 96, money: 160, 'inline-text': 160 };

/**
 * A collection's items as table rows: the declared columns, the first of
 * which heads each row, with its badges; optionally a rank column before
 * and a link column after.
 */
export function DataTable({ block }: BlockProps<DataTableData>) {
  const read = useReader();
  const groups = listedGroups(read, block);
  const captionId = useId();
  return (
    <BlockSection heading={block.heading} intro={block.intro && <InlineText text={block.intro} />}>
      <Grouped heading={block.heading} groups={groups}>
        {(rows, _level, label) => (
          <Rows block={block} rows={rows} label={label} captionId={label === undefined ? captionId : `${captionId}-${headingAnchor(label)}`} />
        )}
      </Grouped>
      {block.note && <SmallPrint text={block.note} />}
      {block.action && (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <ButtonLink {...block.action} />
        </Box>
      )}
    </BlockSection>
  );
}

/** One table of the block: all its rows, or one group's, captioned with the group's heading too. */
function Rows({ block, rows, label, captionId }: { block: DataTableBlock; rows: Item[]; label?: string; captionId: string }) {
  const read = useReader();
  const collection = read.declaration(block.collection);
  const mark = useItemMark();
  const [first, ...rest] = block.columns;
  const link = block.itemLink;
  const columnCount = block.columns.length + (block.rank ? 1 : 0) + (link ? 1 : 0);
  const heading = (column: FieldColumn) => column.label ?? fieldLabel(collection, column.field);
  // Each cell's words, for how wide its column must be and whether it is prose.
  const texts = rows.map((item) => block.columns.map((column) => valueText(read, collection, column.field, item)));
  const cards =
    block.whenNarrow === 'scroll'
      ? undefined
      : {
          labels: [...(block.rank ? [''] : []), '', ...rest.map(heading), ...(link ? [link.heading] : [])],
          below: tableWidth([
            ...(block.rank ? [{ heading: block.rank, cells: [String(rows.length)], nowrap: true }] : []),
            ...block.columns.map((column, c) => ({
              heading: heading(column),
              cells: texts.map((row) => row[c]),
              nowrap: column.nowrap,
              least: c === 0 ? ROW_HEADING : LEAST[collection.fields[column.field].type],
            })),
            // A note beside the link widens its cell as a price's is (the styles below).
            ...(link ? [{ heading: link.heading, cells: [link.label], nowrap: true, least: link.note ? LEAST.money : undefined }] : []),
          ]),
        };
  return (
    <Box
      sx={{
        '& tbody td.rank': { fontWeight: 700 },
        // On the row, which is a card on a phone.
        '& tr[data-highlighted]': { bgcolor: 'action.hover' },
        '& td.nowrap': { whiteSpace: 'nowrap' },
        '& td.wide': { minWidth: LEAST.money },
        '& tbody th': { minWidth: ROW_HEADING },
      }}
    >
      <ScrollTable caption={label === undefined ? block.caption : `${block.caption}: ${label}`} captionId={captionId} columns={columnCount} cards={cards}>
        <thead>
          <tr>
            {block.rank && <th scope="col">{block.rank}</th>}
            {block.columns.map((column) => (
              <th key={column.field} scope="col">
                {heading(column)}
              </th>
            ))}
            {link && <th scope="col">{link.heading}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((item, i) => {
            const highlighted = block.highlight !== undefined && item[block.highlight.field] === true;
            const badge = rankBadge(i + 1, highlighted, block.highlight, block.topBadges);
            const target = link ? (link.field ? (item[link.field] as string | undefined) : itemPath(collection, item.id)) : undefined;
            // What the row's link costs or earns, said beside the link.
            const note = link?.note ? (item[link.note] as string | undefined) : undefined;
            return (
              <tr key={item.id} data-highlighted={highlighted ? 'true' : undefined} {...mark(item.id)}>
                {block.rank && <td className="rank">{i + 1}</td>}
                <th scope="row">
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                    <Typography component="span" sx={{ fontWeight: 700 }}>
                      <FieldValue collection={collection} field={first.field} item={item} />
                    </Typography>
                    {badge && (
                      <Chip
                        size="small"
                        className="badge"
                        label={badge}
                        color={highlighted ? 'secondary' : 'default'}
                        variant={highlighted ? 'filled' : 'outlined'}
                      />
                    )}
                  </Box>
                </th>
                {rest.map((column, c) => {
                  const type = collection.fields[column.field].type;
                  const width = column.nowrap ? 'nowrap' : type === 'money' || type === 'inline-text' ? 'wide' : undefined;
                  const length = textCellClass(texts[i][c + 1]);
                  return (
                    <td key={column.field} className={[width, length].filter(Boolean).join(' ') || undefined}>
                      <FieldValue collection={collection} field={column.field} item={item} />
                    </td>
                  );
                })}
                {link && (
                  <td className={note ? 'wide' : undefined}>
                    {target && (
                      <SmartLink to={target} sx={{ whiteSpace: 'nowrap', fontWeight: 650 }} aria-describedby={note ? `${captionId}-${item.id}` : undefined}>
                        {link.label}
                      </SmartLink>
                    )}
                    {target && note && <SmallPrint id={`${captionId}-${item.id}`} text={note} sx={{ mt: 0.5, typography: 'caption' }} />}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </Box>
  );
}
