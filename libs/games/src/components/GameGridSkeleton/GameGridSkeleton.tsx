import { useLayoutEffect, useRef, useState } from 'react';
import { cx, Skeleton, visuallyHidden } from '@lobby/ui-kit';
import { useGamesText } from '../../locale';
import type { TileRatio } from '../GameTile/GameTile';
import { columnsForWidth, gapForWidth, lobbyColumns, type ColumnBreakpoint } from '../VirtualGameGrid/grid';
import * as s from './GameGridSkeleton.css';

export interface GameGridSkeletonProps {
  /** Rows of placeholder tiles (default 2); the columns follow the same breakpoints as VirtualGameGrid. */
  rows?: number;
  columns?: readonly ColumnBreakpoint[];
  ratio?: TileRatio;
  /** Announced once to screen readers; defaults to "กำลังโหลดเกม…". */
  label?: string;
  initialWidth?: number;
  className?: string;
}

const ratioCss: Record<TileRatio, string> = { square: '1 / 1', portrait: '3 / 4' };

/** Placeholder tiles shaped like GameTile, in the grid's own columns, while a list loads. */
export function GameGridSkeleton({
  rows = 2,
  columns: breakpoints = lobbyColumns,
  ratio = 'square',
  label,
  initialWidth = 360,
  className,
}: GameGridSkeletonProps) {
  const { t } = useGamesText();
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initialWidth);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const w = el.getBoundingClientRect().width;
      if (w > 0) setWidth(Math.round(w));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const columns = columnsForWidth(width, breakpoints);
  const gap = gapForWidth(width);
  return (
    <div ref={ref} role="status" aria-busy="true" className={className}>
      <span className={visuallyHidden}>{label ?? t('grid.loading')}</span>
      <div
        className={cx(s.grid)}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap }}
        data-columns={columns}
        aria-hidden="true"
      >
        {Array.from({ length: rows * columns }, (_, i) => (
          <div key={i} className={s.tile} data-skeleton-tile="">
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
