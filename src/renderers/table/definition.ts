import { defineBlock } from '../define-block.js';
import { each } from '../../validate/bindings.js';

const cells = (n: number) => `${n} ${n === 1 ? 'cell' : 'cells'}`;

export default defineBlock('table', {
  check(block, ctx) {
    // A row that is short or long would shift its cells under the wrong headings, or past the last one.
    const columns = Array.isArray(block.columns) ? block.columns.length : 0;
    each(block.rows, (row, r) => {
      if (columns > 0 && Array.isArray(row) && row.length !== columns) {
        ctx.report(
          ['rows', r],
          `this row has ${cells(row.length)} but the table has ${columns} ${columns === 1 ? 'column' : 'columns'}; give each row one cell per column, in column order`,
        );
      }
    });
  },
});
