import { useEffect, useRef } from 'react';
import { Button } from '@lobby/ui-kit';
import { useGamesText } from '../../locale';
import { FIRST_GAMES_PAGE_SIZE, type PagedGames } from '../../data/usePagedGames';
import * as s from './pages.css';

/** Starts the next page this far before the member reaches the end (≈ two phone screens). */
const PREFETCH_MARGIN = '1600px 0px';

/**
 * The end of a paged grid: loads the next page when the member scrolls near it (IntersectionObserver), with a
 * "load more" button for keyboards and browsers without the observer, and the shown / total count.
 */
export function LoadMore({
  paged,
}: {
  paged: Pick<PagedGames, 'games' | 'total' | 'hasMore' | 'loadingMore' | 'loadMore'>;
}) {
  const { t } = useGamesText();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadMore, loadingMore } = paged;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loadMore, paged.games.length]);

  if (paged.total === 0) return null;
  return (
    <div className={s.loadMore}>
      <div ref={sentinel} aria-hidden="true" className={s.sentinel} />
      <p className={s.muted} aria-live="polite">
        {hasMore
          ? t('grid.shown', { shown: paged.games.length, total: paged.total })
          : paged.total > FIRST_GAMES_PAGE_SIZE
            ? t('grid.end')
            : null}
      </p>
      {hasMore && (
        <Button variant="secondary" onClick={loadMore} loading={loadingMore} disabled={loadingMore}>
          {loadingMore ? t('grid.loadingMore') : t('grid.loadMore')}
        </Button>
      )}
    </div>
  );
}
