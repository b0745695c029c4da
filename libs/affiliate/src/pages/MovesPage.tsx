import { formatClock, formatLongDate, useLocale, useMoney, useTranslation } from '@lobby/i18n';
import { Icon } from '@lobby/ui-kit';
import { useSearchParams } from 'react-router';
import { useMovesQuery, type AffiliateMove } from '../affiliateApi';
import { Pager, pageOf } from '../components/Pager';
import * as css from '../components/affiliate.css';
import { formatDay } from '../rules/dates';
import { AffiliateFrame, QueryState } from './AffiliateFrame';

export const MOVES_PAGE_SIZE = 20;

/** `affiliate/history`: the affiliate income's movements — commissions in, withdrawals to the balance out. */
export function MovesPage() {
  return (
    <AffiliateFrame testId="affiliate-history-page">
      <Moves />
    </AffiliateFrame>
  );
}

function Moves() {
  const { t } = useTranslation('affiliate');
  const locale = useLocale();
  const money = useMoney();
  const [query, setQuery] = useSearchParams();
  const page = pageOf(query);
  const moves = useMovesQuery(
    { limit: MOVES_PAGE_SIZE, offset: (page - 1) * MOVES_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  if (!moves.data)
    return (
      <QueryState
        loading={moves.isLoading || moves.isFetching}
        error={moves.error}
        onRetry={() => void moves.refetch()}
      />
    );
  const { total, list } = moves.data;
  if (total === 0) {
    return (
      <p role="status" className={css.empty} data-testid="moves-empty">
        <Icon name="history" size={32} />
        {t('history.empty')}
      </p>
    );
  }
  const title = (move: AffiliateMove) =>
    move.type === 'withdraw'
      ? t('history.withdraw')
      : move.day
        ? t('history.commissionOf', { date: formatDay(move.day, locale, 'short') })
        : t('history.commission');
  return (
    <section className={css.list}>
      <ul className={css.list} data-testid="moves-list">
        {list.map((move) => (
          <li key={move.id} className={css.item} data-testid="move-row" data-type={move.type}>
            <div className={css.row}>
              <strong>{title(move)}</strong>
              <span className={css.figure}>{money(move.type === 'withdraw' ? -move.amount : move.amount)}</span>
            </div>
            <div className={css.row}>
              <span className={css.muted}>
                {formatLongDate(move.time, locale)} {formatClock(move.time, locale)}
              </span>
              <span className={move.status === 1 ? css.done : css.pending}>
                {move.status === 1 ? t('history.done') : t('history.pending')}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / MOVES_PAGE_SIZE))}
        onPage={(next) => setQuery(next === 1 ? {} : { page: String(next) })}
      />
    </section>
  );
}
