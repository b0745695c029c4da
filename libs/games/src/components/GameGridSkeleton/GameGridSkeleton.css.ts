import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';
import {
  gapForWidth,
  lobbyColumns,
  listColumns,
  minWidthForColumns,
  type ColumnBreakpoint,
} from '../VirtualGameGrid/grid';

/**
 * The grid's columns and gap come from its own width by container queries, not from a measurement in script: the
 * prerendered page already has the right columns, and hydration neither reads the layout nor re-renders (issue 14).
 */
export const frame = style({ containerType: 'inline-size' });

const byWidth = (breakpoints: readonly ColumnBreakpoint[], rule: (bp: ColumnBreakpoint) => StyleRule) =>
  Object.fromEntries(
    breakpoints.filter((bp) => bp.minWidth > 0).map((bp) => [`(min-width: ${bp.minWidth}px)`, rule(bp)]),
  );

const columnsOf = (breakpoints: readonly ColumnBreakpoint[]) =>
  style({
    display: 'grid',
    alignItems: 'start',
    width: '100%',
    gap: gapForWidth(0),
    gridTemplateColumns: `repeat(${breakpoints[0]?.columns ?? 3}, minmax(0, 1fr))`,
    '@container': byWidth(breakpoints, (bp) => ({
      gap: gapForWidth(bp.minWidth),
      gridTemplateColumns: `repeat(${bp.columns}, minmax(0, 1fr))`,
    })),
  });

export const columnSets = { lobby: lobbyColumns, list: listColumns } as const;
export type ColumnSet = keyof typeof columnSets;

export const grid: Record<ColumnSet, string> = { lobby: columnsOf(lobbyColumns), list: columnsOf(listColumns) };

/** Same box as a GameTile: card, art at its ratio, a two-line name band. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.md,
  background: vars.color.bgCard,
});

/**
 * Per column set, the class of a tile that only shows once the grid has at least `n` columns (index `n`): the grid
 * holds rows × its widest column count of tiles and shows rows × the columns it has.
 */
const shownFrom = (breakpoints: readonly ColumnBreakpoint[]) =>
  Array.from({ length: Math.max(...breakpoints.map((bp) => bp.columns)) + 1 }, (_, n) => {
    const from = minWidthForColumns(n, breakpoints);
    if (!from) return undefined;
    return style({ display: 'none', '@container': { [`(min-width: ${from}px)`]: { display: 'flex' } } });
  });

export const tileShownFrom: Record<ColumnSet, (string | undefined)[]> = {
  lobby: shownFrom(lobbyColumns),
  list: shownFrom(listColumns),
};

export const band = style({
  display: 'block',
  minHeight: 'calc(2 * 1.5em + 2 * 0.375rem)',
  paddingBlock: '0.375rem',
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});
