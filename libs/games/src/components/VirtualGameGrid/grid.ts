/*
 * Pure row/column math of the game grid, shared by VirtualGameGrid, GameGridSkeleton and their tests.
 * Widths are the grid's own (container) width, not the viewport's: the docked 14.5rem sidebar and page padding
 * are already taken off, so 5/6/7 columns land on lg/xl/2xl desktop screens (1200/1300/1400px viewports).
 */

/** A column count from a minimum container width (px) upwards; sorted by width. */
export interface ColumnBreakpoint {
  minWidth: number;
  columns: number;
}

/**
 * Lobby rows (UX brief §1, §2): 3 per row on phones, 4 from 480px, then 5/6/7 on desktop. A 1200px screen with the
 * docked sidebar leaves ≈ 930px (5), 1300px ≈ 1030px (6), 1400px ≈ 1130px (7).
 */
export const lobbyColumns: readonly ColumnBreakpoint[] = [
  { minWidth: 0, columns: 3 },
  { minWidth: 480, columns: 4 },
  { minWidth: 720, columns: 5 },
  { minWidth: 1000, columns: 6 },
  { minWidth: 1120, columns: 7 },
];

/** Denser list pages (UX brief §2: 6–8 columns on desktop). */
export const listColumns: readonly ColumnBreakpoint[] = [
  { minWidth: 0, columns: 3 },
  { minWidth: 480, columns: 4 },
  { minWidth: 720, columns: 5 },
  { minWidth: 880, columns: 6 },
  { minWidth: 1040, columns: 7 },
  { minWidth: 1200, columns: 8 },
];

/** Columns for a container width: the last breakpoint the width reaches (3 for unknown or zero widths). */
export function columnsForWidth(width: number, breakpoints: readonly ColumnBreakpoint[] = lobbyColumns): number {
  let columns = breakpoints[0]?.columns ?? 3;
  for (const bp of breakpoints) if (Number.isFinite(width) && width >= bp.minWidth) columns = bp.columns;
  return Math.max(1, columns);
}

/** The narrowest container width (px) that has at least `columns` columns; undefined when none has. */
export function minWidthForColumns(columns: number, breakpoints: readonly ColumnBreakpoint[] = lobbyColumns) {
  return breakpoints.find((bp) => bp.columns >= columns)?.minWidth;
}

/** Rows needed for `count` items in `columns` columns. */
export function rowsFor(count: number, columns: number): number {
  if (count <= 0) return 0;
  return Math.ceil(count / Math.max(1, columns));
}

/** The [start, end) item indexes of a row. */
export function rowRange(row: number, columns: number, count: number): [number, number] {
  const start = row * columns;
  return [Math.min(start, count), Math.min(start + columns, count)];
}

/** Gap between tiles (px): tighter on phones. */
export function gapForWidth(width: number): number {
  return width >= 720 ? 12 : 8;
}

/** Tile width for a container width, column count and gap. */
export function tileWidth(width: number, columns: number, gap: number): number {
  return Math.max(0, (width - gap * (columns - 1)) / columns);
}

/**
 * The name band under the art: two lines of 0.875rem text at line-height 1.5 plus its padding (≈ 54px at 16px
 * root).
 */
export const NAME_BAND_PX = 2 * 14 * 1.5 + 12;

/**
 * A row's height before it is measured: art (width ÷ ratio) + name band + the gap below. The real height is
 * measured from the first rendered row and replaces this estimate.
 */
export function estimateRowHeight(width: number, columns: number, gap: number, artRatio = 1): number {
  const art = tileWidth(width, columns, gap) / artRatio;
  return Math.max(80, Math.round(art + NAME_BAND_PX + gap));
}
