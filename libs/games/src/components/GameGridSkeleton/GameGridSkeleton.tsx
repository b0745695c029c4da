import type { Ref } from 'react';
import { cx, Skeleton, visuallyHidden } from '@lobby/ui-kit';
import { useGamesText } from '../../locale';
import type { TileRatio } from '../GameTile/GameTile';
import * as s from './GameGridSkeleton.css';

export type { ColumnSet } from './GameGridSkeleton.css';

export interface GameGridSkeletonProps {
  /** Rows of placeholder tiles (default 2) in the columns the real grid has at this width. */
  rows?: number;
  /** The lobby rows' breakpoints (default) or the denser list pages' (grid.ts). */
  columns?: s.ColumnSet;
  ratio?: TileRatio;
  /** Announced once to screen readers; defaults to "กำลังโหลดเกม…". */
  label?: string;
  className?: string;
  /** The frame, e.g. to read where the grid that replaces it will stand (useGridPlace). */
  ref?: Ref<HTMLDivElement>;
}

const ratioCss: Record<TileRatio, string> = { square: '1 / 1', portrait: '3 / 4' };

/** Placeholder tiles shaped like GameTile, in the grid's own columns (by CSS alone), while a list loads. */
export function GameGridSkeleton({
  rows = 2,
  columns = 'lobby',
  ratio = 'square',
  label,
  className,
  ref,
}: GameGridSkeletonProps) {
  const { t } = useGamesText();
  const widest = Math.max(...s.columnSets[columns].map((bp) => bp.columns));
  return (
    <div ref={ref} role="status" aria-busy="true" className={cx(s.frame, className)}>
      <span className={visuallyHidden}>{label ?? t('grid.loading')}</span>
      <div className={s.grid[columns]} aria-hidden="true" data-skeleton-grid={columns}>
        {Array.from({ length: rows * widest }, (_, i) => (
          <div key={i} className={cx(s.tile, s.tileShownFrom[columns][Math.floor(i / rows) + 1])} data-skeleton-tile="">
            <Skeleton shape="rect" ratio={ratioCss[ratio]} />
            <span className={s.band}>
              <Skeleton lines={2} />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
