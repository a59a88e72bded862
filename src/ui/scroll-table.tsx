import GlobalStyles from '@mui/material/GlobalStyles';
import type { SxProps, Theme } from '@mui/material/styles';
import { Box } from './mui.js';
import type { ReactNode } from 'react';

/**
 * The class of a data cell by how much text it holds. A table too wide for a
 * phone scrolls, and the browser then gives every column its narrowest
 * width, which squeezed a column of sentences to its longest word: rows
 * 500 px tall with two words to a line. Cells of sentences keep a readable
 * width instead (the CSS below), and the table scrolls a little further.
 * Row headers are left to shrink: they are names, and a phone has room for
 * only one column of sentences beside them.
 */
export function textCellClass(text: string): string | undefined {
  return text.length >= 200 ? 'paragraph' : text.length >= 60 ? 'sentence' : undefined;
}

/** Narrow tables wrap to fit a phone; wide ones keep readable columns and scroll. */
const tableMinWidth = (columns: number) => (columns > 3 ? columns * 110 : undefined);

/** A string in a stylesheet, quoted and escaped. */
const cssString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\A ')}"`;

/** How a table too wide for its place turns into cards: the label over each cell, by its position in the row ('' for none), and below what width. */
export interface Cards {
  labels: string[];
  /** The narrowest the table reads at (table-width.ts): narrower, each row is a card. */
  below: number;
}

/**
 * The widths tables turn into cards below are rounded up to a multiple of
 * this. A site's tables need widths of every kind, and each width is a
 * rule set of its own in the site stylesheet (about 1.5 KB); rounded, the
 * tables of one step share it. A table is then drawn as cards up to 31 px
 * sooner than it needs, which still reads well (table-width.ts errs wide too).
 */
const CARDS_STEP = 32;

/** The width below which a table is drawn as cards, on the step. */
const cardsBelow = (below: number) => Math.ceil(below / CARDS_STEP) * CARDS_STEP;

/** A container query for narrower than the table's width, on the step. */
const narrowerThan = (below: number) => `@container (max-width: ${cardsBelow(below) - 1}px)`;

/**
 * Each row a card below the width the table needs: the row's heading on top
 * (beside its rank, when it has one), then each cell under its column's
 * label, so no column hides behind a scroll and none is squeezed to a word
 * a line. A container query on the table's box decides, with no script.
 * The column headings stay in the markup, hidden, so screen readers read
 * the table as a table; the labels are drawn by the stylesheet.
 *
 * Only what turns the table into cards is in the query, which each step
 * has a copy of. What shapes a card does nothing to a table (flex settings
 * and padding on rows and cells, the style of a label no cell has until
 * the query gives it content), so it is one rule set for every table that
 * can become cards, outside any query.
 */
const CARD_SWITCH = {
  '& :is(table, caption, tbody, th, td)': { display: 'block' },
  '& table': { minWidth: 0 },
  '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  '& tbody tr': { display: 'flex', borderBottom: 1, borderColor: 'divider' },
  '& tbody tr:last-of-type': { borderBottom: 0 },
  // No narrower than its longest word or unbreakable link, whatever width a block gives the column in a table (hence '&&', which outranks it).
  '&& tbody tr > *': { minWidth: 'auto', p: 0, border: 0 },
  // The weight is the table's own for its row headings (600), set here too: body1's would win or lose against
  // it by where the site's stylesheet puts the two rules (tests/e2e/cascade.ts).
  '& tbody th': { typography: 'body1', fontWeight: 600 },
  '& tbody td:empty': { display: 'none' },
} as const;

const CARD_SHAPE = {
  // The row's heading fills the first line, after its rank; short cells share the lines below when there is room, prose takes a line of its own.
  // (While these were in the query, the '&&' rule's flex outranked the heading's basis, and headings were squeezed beside a cell.)
  '& tbody tr': { flexWrap: 'wrap', alignItems: 'baseline', gap: '12px 24px', px: 2, py: 2 },
  '& tbody tr > *': { flex: '1 1 7rem' },
  '& tbody tr > th': { flexBasis: 'calc(100% - 4rem)' },
  '& tbody tr > td.rank': { flex: '0 0 auto' },
  '& tbody tr > :is(.sentence, .paragraph)': { flexBasis: '100%' },
  '& tbody td::before': { display: 'block', mb: 0.25, typography: 'caption', fontWeight: 700, color: 'text.secondary' },
} as const;

/** The class of the tables that can become cards, and of those of one step, which share one card layout (CardLayout): names of ours, not Emotion's. */
const CARDS_CLASS = 'cards';
const stepClass = (below: number) => `cards-below-${cardsBelow(below)}`;

/**
 * The card layout: the same for every table of a step, so one rule set
 * under a class of the step's, which their boxes carry beside their own.
 * Made part of the box's styles, it gave each step a copy of the box's rule
 * too (its scroll shadows alone are 0.6 KB). The labels are each table's
 * own (cardLabels).
 */
function CardLayout({ below }: { below: number }) {
  return (
    <>
      {/* Two rule sets, so the one every step has is one rule, which Emotion writes once. */}
      <GlobalStyles styles={(theme) => ({ [`.${CARDS_CLASS}`]: theme.unstable_sx(CARD_SHAPE as SxProps<Theme>) })} />
      <GlobalStyles styles={(theme) => ({ [narrowerThan(below)]: { [`.${stepClass(below)}`]: theme.unstable_sx(CARD_SWITCH as SxProps<Theme>) } })} />
    </>
  );
}

/**
 * Each cell's label as a card draws it. They are the table's own, so they
 * sit on its caption, the one element of the table no renderer draws but
 * this one: the table's rules stay those of every table of its columns,
 * and the box's those of every table. The query is of the
 * same box as the layout's, the cells' nearest container.
 */
function cardLabels({ labels, below }: Cards) {
  return {
    [narrowerThan(below)]: Object.fromEntries(
      labels.flatMap((label, i) => (label ? [[`& ~ tbody tr > td:nth-child(${i + 1})::before`, { content: cssString(label) }]] : [])),
    ),
  };
}

/**
 * A table that scrolls inside its own box, so a wide table never makes the
 * page scroll sideways on a phone; with `cards`, a table too wide for its
 * place becomes a list of cards instead, and scrolls only where a block
 * asks it to. The box is focusable so keyboard users can
 * scroll it too, and it is named by the table's caption. It is positioned so
 * that visually hidden text inside stays inside it instead of widening the page.
 * Cells are plain elements styled from here, which keeps long tables cheap to render.
 */
export function ScrollTable({
  caption,
  captionId,
  columns,
  cards,
  children,
}: {
  caption: string;
  captionId: string;
  columns: number;
  cards?: Cards;
  children: ReactNode;
}) {
  // A table of many columns is given room for each (the table's minWidth below) before it would fit.
  const narrow = cards && { ...cards, below: Math.max(cards.below, tableMinWidth(columns) ?? 0) };
  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-narrow={cards ? 'cards' : 'scroll'}
      className={narrow && `${CARDS_CLASS} ${stepClass(narrow.below)}`}
      sx={{
        // The box the card layout's query measures.
        ...(narrow && { containerType: 'inline-size' }),
        position: 'relative',
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        // Shadows at the edges show there is more to scroll to; the 'local' layers cover them at either end.
        // The shadow is the colour text is drawn on the page in: black in the light scheme, and in the
        // dark one white, since a black shadow on a dark table showed nothing and cut words looked whole.
        background: [
          'linear-gradient(to right, var(--mui-palette-background-paper) 30%, transparent) left / 40px 100% no-repeat local',
          'linear-gradient(to left, var(--mui-palette-background-paper) 30%, transparent) right / 40px 100% no-repeat local',
          'radial-gradient(farthest-side at 0 50%, rgba(var(--mui-palette-common-onBackgroundChannel) / .22), transparent) left / 14px 100% no-repeat scroll',
          'radial-gradient(farthest-side at 100% 50%, rgba(var(--mui-palette-common-onBackgroundChannel) / .22), transparent) right / 14px 100% no-repeat scroll',
          'var(--mui-palette-background-paper)',
        ].join(', '),
      }}
    >
      {/* Before the table, so its rules come before the table's, as the box's own rules do (it draws no element). */}
      {narrow && <CardLayout below={narrow.below} />}
      <Box
        component="table"
        sx={{
          width: '100%',
          minWidth: tableMinWidth(columns),
          borderCollapse: 'collapse',
          typography: 'body2',
          '& caption': {
            captionSide: 'top',
            textAlign: 'left',
            px: 2,
            pt: 2,
            pb: 1,
            color: 'text.secondary',
            position: 'sticky',
            left: 0,
            maxWidth: 'calc(100vw - 64px)',
          },
          // A little less padding on a phone, where 8 px a column decides whether a two-column table fits.
          '& th, & td': { textAlign: 'left', verticalAlign: 'top', px: { xs: 1.5, sm: 2 }, py: 1.75, borderBottom: 1, borderColor: 'divider' },
          // Below 900 px, where tables run out of room: at most half the page's width (less its
          // 16 px margins), so two such columns still fit a phone side by side.
          '& .sentence': { minWidth: { xs: 'min(12rem, calc(50vw - 16px))', md: 0 } },
          '& .paragraph': { minWidth: { xs: 'min(16rem, 75vw)', md: 0 } },
          '& thead th': { fontWeight: 700, color: 'text.primary' },
          '& tbody th': { fontWeight: 600 },
          '& tbody tr:last-of-type > *': { borderBottom: 0 },
        }}
      >
        {narrow ? (
          <Box component="caption" id={captionId} sx={cardLabels(narrow)}>
            {caption}
          </Box>
        ) : (
          <caption id={captionId}>{caption}</caption>
        )}
        {children}
      </Box>
    </Box>
  );
}
