import type { HistoryItem } from '@lobby/contract';
import { useLocale, useTranslation } from '@lobby/i18n';
import { Button, Icon, Skeleton, visuallyHidden } from '@lobby/ui-kit';
import { useId, useMemo } from 'react';
import { groupHistory } from './historyView';
import * as css from './HistoryList.css';

export interface HistoryListProps {
  /** The entries as the server sent them, in any order: grouped and worded here, in the page's language. */
  items: readonly HistoryItem[];
  loading: boolean;
  canLoadMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Placeholder entries while the first page loads. */
const SKELETON_ROWS = 4;

/** The history of spec §2 / §4: entries grouped by date, status as icon and word, "load more" up to 20. */
export function HistoryList({ items, loading, canLoadMore, loadingMore, onLoadMore }: HistoryListProps) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  // Heading ids must stay unique if the drawer and the page are ever on screen together.
  const idPrefix = useId();
  const days = useMemo(() => groupHistory(items, locale, (type) => t(`history.type.${type}`)), [items, locale, t]);

  if (loading) {
    return (
      <div role="status" aria-busy="true" className={css.list} data-testid="history-loading">
        <span className={visuallyHidden}>{t('panel.loading')}</span>
        {/* Shaped like a day heading and its entries, so the panel does not jump when they arrive. */}
        <Skeleton width="45%" className={css.skeletonHeading} />
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <div key={i} className={css.row} aria-hidden="true">
            <div className={css.line}>
              <Skeleton width="30%" />
              <Skeleton width="25%" />
            </div>
            <div className={css.line}>
              <Skeleton width="20%" />
              <Skeleton width="28%" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (days.length === 0) {
    return (
      <p role="status" className={css.empty} data-testid="history-empty">
        <Icon name="history" size={32} />
        {t('history.empty')}
      </p>
    );
  }
  return (
    <div className={css.list} data-testid="history-list">
      {days.map((day) => (
        <section key={day.day} aria-labelledby={`${idPrefix}-${day.day}`}>
          <h3 id={`${idPrefix}-${day.day}`} className={css.day}>
            {day.heading}
          </h3>
          <ul className={css.rows}>
            {day.rows.map((row) => (
              <li
                key={row.id}
                className={css.row}
                data-testid="history-row"
                data-status={row.done ? 'done' : 'pending'}
              >
                <div className={css.line}>
                  <strong>{row.typeText}</strong>
                  {/* The minus says money went out; a red on the card would not keep its contrast in every brand. */}
                  <span className={css.amount}>{row.amount}</span>
                </div>
                <div className={css.line}>
                  <span className={css.muted}>{row.time}</span>
                  {/* Colour only repeats what the icon and the word say. */}
                  <span className={row.done ? css.done : css.pending}>
                    <Icon name={row.done ? 'check' : 'clock'} size={14} />
                    {t(row.done ? 'history.status.success' : 'history.status.pending')}
                  </span>
                </div>
                {row.note && <p className={css.note}>{row.note}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {canLoadMore && (
        <Button
          variant="ghost"
          block
          onClick={onLoadMore}
          disabled={loadingMore}
          loading={loadingMore}
          data-testid="history-more"
        >
          {t('history.more')}
        </Button>
      )}
    </div>
  );
}
