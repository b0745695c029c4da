import { useEffect, useRef, useState } from 'react';
import { useHistoryQuery, type HistoryItem } from '../paymentsApi';
import { HistoryList } from './HistoryList';
import { HISTORY_MAX, HISTORY_PAGE, LOAD_MORE_DELAY_MS } from './historyView';

const NONE: readonly HistoryItem[] = [];

/**
 * The member's history (spec §2, §4), in the desktop drawer and on the phone page: the first 10, then 10 more after
 * 500 ms, up to 20.
 */
export function HistoryPanel() {
  const [limit, setLimit] = useState(HISTORY_PAGE);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Opened again later, the panel shows what happened since (a deposit just paid), not the cached list.
  const history = useHistoryQuery({ limit }, { refetchOnMountOrArgChange: true });
  useEffect(() => () => clearTimeout(timer.current), []);
  // Spec §8: a failed history fetch is only logged; the list stays empty with its not-found text.
  useEffect(() => {
    if (history.error) console.warn('history could not be loaded', history.error);
  }, [history.error]);

  const items = history.data ?? NONE;
  // Asking for the next page: the entries so far stay (data) until it arrives (currentData).
  const fetchingMore = history.isFetching && !history.isLoading && history.currentData === undefined;
  const loadMore = () => {
    if (waiting) return;
    setWaiting(true);
    // Spec §9's 500 ms before the next page is asked for; the button stays disabled meanwhile.
    timer.current = setTimeout(() => {
      setLimit((current) => Math.min(current + HISTORY_PAGE, HISTORY_MAX));
      setWaiting(false);
    }, LOAD_MORE_DELAY_MS);
  };
  return (
    <HistoryList
      items={items}
      loading={history.isLoading}
      // A page shorter than asked for was the last one; the button stays, disabled, while the next one comes.
      canLoadMore={(limit < HISTORY_MAX && items.length >= limit) || fetchingMore}
      loadingMore={waiting || (history.isFetching && !history.isLoading)}
      onLoadMore={loadMore}
    />
  );
}
