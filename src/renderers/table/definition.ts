import { defineBlock } from '../define-block.js';
import { each } from '../../validate/bindings.js';
import { RowLength } from '../../problem-catalogue.js';

export default defineBlock('table', {
  check(block, ctx) {
    // A row that is short or long would shift its cells under the wrong headings, or past the last one.
    const columns = Array.isArray(block.columns) ? block.columns.length : 0;
    each(block.rows, (row, r) => {
      if (columns > 0 && Array.isArray(row) && row.length !== columns) {
        ctx.report(['rows', r], RowLength(row.length, columns));
      }
    });
  },
});
