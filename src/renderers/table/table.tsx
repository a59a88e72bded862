import { Box } from '../../ui/mui.js';
import { useId } from 'react';
import { InlineText } from '../../ui/inline-text.js';
import type { Table as TableBlock } from '../../types/site.js';
import { BlockSection } from '../../ui/block-section.js';
import { ScrollTable, textCellClass } from '../../ui/scroll-table.js';
import { tableWidth } from '../../ui/table-width.js';
import { plainText } from '../../markup/plain-text.js';
import { useReader } from '../../ui/site-context.js';
import type { BlockProps } from '../define-block.js';
import { SmallPrint } from '../../ui/small-print.js';

export function Table({ block }: BlockProps<TableBlock>) {
  const captionId = useId();
  const { settings } = useReader();
  const texts = block.rows.map((row) => row.map((cell) => plainText(cell, settings)));
  const cards =
    block.whenNarrow === 'scroll'
      ? undefined
      : {
          labels: block.columns.map((heading, c) => (c === 0 ? '' : heading)),
          below: tableWidth(block.columns.map((heading, c) => ({ heading, cells: texts.map((row) => row[c] ?? '') }))),
        };
  return (
    <BlockSection heading={block.heading}>
      <Box sx={{ maxWidth: block.columns.length <= 3 ? '52rem' : undefined }}>
        <ScrollTable caption={block.caption} captionId={captionId} columns={block.columns.length} cards={cards}>
          <thead>
            <tr>
              {block.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      <InlineText text={cell} />
                    </th>
                  ) : (
                    <td key={c} className={textCellClass(texts[r][c])}>
                      <InlineText text={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {block.note && <SmallPrint text={block.note} />}
      </Box>
    </BlockSection>
  );
}
