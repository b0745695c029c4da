import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useWindowVirtualizer, windowScroll, type Rect } from '@tanstack/react-virtual';
import { cx } from '@lobby/ui-kit';
import { useGamesText } from '../../locale';
import type { GameItem } from '../../types';
import { GameTile, type GameTileProps, type TileRatio } from '../GameTile/GameTile';
import { TileTextProvider } from '../GameTile/TileTextProvider';
import type { RenderLink } from '../shared/links';
import {
  columnsForWidth,
  estimateRowHeight,
  gapForWidth,
  lobbyColumns,
  rowRange,
  rowsFor,
  type ColumnBreakpoint,
} from './grid';
import { placeOf, type GridPlace } from './useGridPlace';
import * as s from './VirtualGameGrid.css';

export interface TileRenderInfo {
  /** Position in `games`. */
  index: number;
  /** In the first row: render the art eagerly with high fetch priority. */
  priority: boolean;
  /** The row appeared while the page was flying past: leave the art out until the scroll slows down. */
  deferArt: boolean;
}

export interface VirtualGameGridProps {
  /** Any number of games (tested with 5,000): only the rows near the viewport are rendered. */
  games: readonly GameItem[];
  /**
   * Custom tile; defaults to GameTile with the callbacks below. Keep it stable (useCallback) so rows can skip
   * renders.
   */
  renderTile?: (game: GameItem, info: TileRenderInfo) => ReactNode;
  onLaunch?: (game: GameItem) => void;
  onToggleFavourite?: (game: GameItem) => void;
  /** Game page link per tile, e.g. `(g) => localize('/game/' + g._id + '/' + g.handle)`. */
  hrefFor?: (game: GameItem) => string;
  renderLink?: RenderLink;
  /** Ids of games whose favourite mutation is in flight. */
  pendingFavourites?: ReadonlySet<string>;
  ratio?: TileRatio;
  /** Rows rendered above and below the viewport (default 2 on phones, 1 from 5 columns, where rows hold more tiles). */
  overscan?: number;
  /** Column breakpoints by container width (default lobbyColumns: 3 / 4 ≥480 / 5 / 6 / 7). */
  columns?: readonly ColumnBreakpoint[];
  /** Gap between tiles in px; defaults to 8 on phones, 12 from 720px. */
  gap?: number;
  /** First row eager and high priority (default true); turn off when the grid starts below the fold. */
  priorityFirstRow?: boolean;
  /** Names the list; defaults to "รายการเกม". */
  label?: string;
  /** Container width to use before it can be measured (server render, tests); default 360. */
  initialWidth?: number;
  /** Where the grid stands, measured on its skeleton (useGridPlace): its first render needs no measuring. */
  place?: GridPlace;
  className?: string;
}

type TileSettings = Pick<
  VirtualGameGridProps,
  'renderTile' | 'onLaunch' | 'onToggleFavourite' | 'hrefFor' | 'renderLink' | 'pendingFavourites' | 'ratio'
> & {
  /** True while the window scrolls faster than FAST_SCROLL px/ms. */
  isFlying: () => boolean;
};

/** Scroll speed (px/ms, ≈ 2,500px/s) above which newly shown rows wait for their art. */
const FAST_SCROLL = 2.5;
/** How often a waiting row checks whether the scroll has slowed down. */
const ART_RETRY_MS = 100;

interface RowProps {
  games: readonly GameItem[];
  start: number;
  end: number;
  priority: boolean;
  settings: TileSettings;
}

/** One row of tiles; memoised so scrolling re-renders only rows that appear. */
const GridRow = memo(function GridRow({ games, start, end, priority, settings }: RowProps) {
  // Rows that mount mid-fling skip their art (SVG art is parsed and painted on the main thread), then add it once
  // the scroll slows; the art box keeps its size either way, so nothing moves.
  const [deferArt, setDeferArt] = useState(() => !priority && settings.isFlying());
  useEffect(() => {
    if (!deferArt) return;
    let timer = 0;
    const check = () => {
      if (settings.isFlying()) timer = window.setTimeout(check, ART_RETRY_MS);
      else setDeferArt(false);
    };
    timer = window.setTimeout(check, ART_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [deferArt, settings]);

  const tiles: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    const game = games[index]!;
    const item = { role: 'listitem', 'aria-posinset': index + 1, 'aria-setsize': games.length } as const;
    if (settings.renderTile) {
      tiles.push(
        <div key={game._id} className={s.item} {...item}>
          {settings.renderTile(game, { index, priority, deferArt })}
        </div>,
      );
    } else {
      const props: GameTileProps = {
        game,
        priority,
        deferArt,
        ratio: settings.ratio,
        onLaunch: settings.onLaunch,
        onToggleFavourite: settings.onToggleFavourite,
        href: settings.hrefFor?.(game),
        renderLink: settings.renderLink,
        favouritePending: settings.pendingFavourites?.has(game._id),
      };
      tiles.push(<GameTile key={game._id} {...props} itemProps={item} />);
    }
  }
  return <>{tiles}</>;
});

function useContainerGeometry(initialWidth: number, place: GridPlace | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(place?.width ?? initialWidth);
  const [top, setTop] = useState(place?.top ?? 0);
  const [placed] = useState(place !== undefined);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const rect = placeOf(el);
      if (rect.width > 0) setWidth(rect.width);
      setTop(rect.top);
    };
    // Placed where its skeleton stood: that holds until the observer's first call, after the browser's own layout.
    // Measuring here would lay the new tiles out inside the task that commits them (issue 14: TBT).
    if (!placed) measure();
    window.addEventListener('resize', measure);
    if (typeof ResizeObserver === 'undefined') return () => window.removeEventListener('resize', measure);
    // The grid's width decides the columns; the page above it (banners, tabs) decides where the rows start.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(document.body);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [placed]);

  return { ref, width, top };
}

/**
 * Measures a rendered row; all rows share its height (two-line name band, same art ratio). Only a ResizeObserver
 * reads sizes, after layout, so scrolling never forces a synchronous layout.
 */
function useRowHeight(estimate: number) {
  const [measured, setMeasured] = useState<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const rowRef = useCallback((el: HTMLDivElement | null) => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    observer.current ??= new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0;
      if (height > 0) setMeasured(Math.round(height));
    });
    const ro = observer.current;
    ro.observe(el);
    return () => ro.unobserve(el);
  }, []);
  return { height: measured ?? estimate, rowRef };
}

/**
 * Tracks the window's scroll speed. The listener runs in the capture phase, before the virtualizer's own, so rows
 * mounted for this scroll already see its speed.
 */
function useScrollSpeed() {
  // No offset until the first scroll event: reading `scrollY` as the grid mounts would lay its new tiles out inside
  // the task that commits them (issue 14: TBT).
  const last = useRef({ y: Number.NaN, t: 0, speed: 0 });
  useEffect(() => {
    const onScroll = () => {
      const now = performance.now();
      const state = last.current;
      const y = window.scrollY;
      const elapsed = Math.max(now - state.t, 1);
      state.speed = Number.isNaN(state.y) ? 0 : Math.abs(y - state.y) / elapsed;
      state.y = y;
      state.t = now;
    };
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, []);
  // Flying: fast at the last scroll event, and that event was recent (a fling that stopped is not flying).
  return useCallback(
    () => last.current.speed > FAST_SCROLL && performance.now() - last.current.t < 2 * ART_RETRY_MS,
    [],
  );
}

/**
 * The window's size for the grid's first render. Without it the virtualizer starts from a window of height 0 and
 * renders no rows, then measures the window in a layout effect and renders the screen's tiles synchronously, in the
 * task that commits the grid: one of ~400–700 ms on a phone at 4× CPU (issue 14).
 */
function windowRect() {
  return typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight };
}

/**
 * The window's size on each resize. Not read again as the grid mounts (the virtualizer's default): its first render
 * has it already (initialRect), and `innerHeight` read after the new tiles are in the DOM lays them out inside the task
 * that commits them (issue 14: TBT).
 */
function observeWindowResize(_: unknown, onRect: (rect: Rect) => void) {
  const onResize = () => onRect({ width: window.innerWidth, height: window.innerHeight });
  window.addEventListener('resize', onResize, { passive: true });
  return () => window.removeEventListener('resize', onResize);
}

/**
 * Scrolls the window for the virtualizer, but not on the call it makes as it mounts, to the offset it has just read
 * off the window: a scroll to where the window already is, which lays the new tiles out inside the task that commits
 * them (issue 14: TBT).
 */
function useWindowScroll() {
  const mounted = useRef(false);
  return useCallback<typeof windowScroll>((offset, options, instance) => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && !options.behavior && !options.adjustments && offset === instance.scrollOffset) return;
    windowScroll(offset, options, instance);
  }, []);
}

const ratios: Record<TileRatio, number> = { square: 1, portrait: 3 / 4 };

/**
 * Thousands of games in a responsive grid, virtualised by rows against the window (the page scrolls, not a box):
 * columns follow the container width (ResizeObserver), rows near the viewport are rendered, and only the first row's
 * art loads eagerly with high priority.
 */
export function VirtualGameGrid({
  games,
  renderTile,
  onLaunch,
  onToggleFavourite,
  hrefFor,
  renderLink,
  pendingFavourites,
  ratio = 'square',
  overscan: overscanProp,
  columns: breakpoints = lobbyColumns,
  gap: gapProp,
  priorityFirstRow = true,
  label,
  initialWidth = 360,
  place,
  className,
}: VirtualGameGridProps) {
  const { t } = useGamesText();
  const { ref, width, top } = useContainerGeometry(initialWidth, place);
  const columns = columnsForWidth(width, breakpoints);
  const gap = gapProp ?? gapForWidth(width);
  const overscan = overscanProp ?? (columns >= 5 ? 1 : 2);
  const rowCount = rowsFor(games.length, columns);
  const isFlying = useScrollSpeed();
  const { height: rowHeight, rowRef } = useRowHeight(estimateRowHeight(width, columns, gap, ratios[ratio]));

  // Read once: the window's size read in a render that follows a commit lays that commit's tiles out (issue 14: TBT).
  const [initialRect] = useState(windowRect);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: top,
    initialRect,
    observeElementRect: observeWindowResize,
    scrollToFn: useWindowScroll(),
  });

  // Rows re-measured when their height or columns change; not as the grid mounts, where they are already right (that
  // would render the grid twice in the task that commits it).
  const sizedFor = useRef({ rowHeight, columns });
  useLayoutEffect(() => {
    if (sizedFor.current.rowHeight === rowHeight && sizedFor.current.columns === columns) return;
    sizedFor.current = { rowHeight, columns };
    virtualizer.measure();
  }, [virtualizer, rowHeight, columns]);

  const settings = useMemo<TileSettings>(
    () => ({ renderTile, onLaunch, onToggleFavourite, hrefFor, renderLink, pendingFavourites, ratio, isFlying }),
    [renderTile, onLaunch, onToggleFavourite, hrefFor, renderLink, pendingFavourites, ratio, isFlying],
  );

  const rowStyle: CSSProperties = {
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    columnGap: gap,
    paddingBottom: gap,
  };
  const items = virtualizer.getVirtualItems();

  return (
    <TileTextProvider>
      <div
        ref={ref}
        role="list"
        aria-label={label ?? t('grid.label')}
        className={cx(s.list, className)}
        style={{ height: virtualizer.getTotalSize() }}
        data-columns={columns}
      >
        {items.map((row, i) => {
          const [start, end] = rowRange(row.index, columns, games.length);
          return (
            <div
              key={row.key}
              ref={i === 0 ? rowRef : undefined}
              role="none"
              data-index={row.index}
              className={s.row}
              style={{ ...rowStyle, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              <GridRow
                games={games}
                start={start}
                end={end}
                priority={priorityFirstRow && row.index === 0}
                settings={settings}
              />
            </div>
          );
        })}
      </div>
    </TileTextProvider>
  );
}
