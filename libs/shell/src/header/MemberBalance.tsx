import { useRef } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { RootState } from '@lobby/api-client';
import { sessionApi, useCreditQuery, useSessionState } from '@lobby/auth-guards';
import { useMoney, useTranslation } from '@lobby/i18n';
import { Icon } from '@lobby/ui-kit';
import { useTransferLink } from '../nav/useTransferLink';
import { useCurrentRoute } from '../routes/routeHandle';
import * as css from './MemberBalance.css';

const gamePages = new Set(['game-id', 'game-id-name']);
const selectLastCredit = sessionApi.endpoints.credit.select();

/**
 * Username, balance with a refresh and a plus that deposits (spec §2: the drawer on larger screens, the page on
 * phones). Credit is not polled on a game page (the game window moves the balance): there the last known balance
 * shows without a refresh, or, on a game page opened from its address or reloaded, where none is known, it is asked
 * for once on entry. It is asked for again as soon as the member leaves the game (the header mounts anew with the
 * page's layout) or comes back to the tab.
 */
export function MemberBalance() {
  const { t } = useTranslation('shell');
  const money = useMoney();
  const transferLink = useTransferLink();
  const route = useCurrentRoute();
  const { username, accessToken } = useSessionState();
  const onGame = gamePages.has(route.name);
  const lastKnown = useSelector((state: RootState) => selectLastCredit(state).data);
  // Decided when the header mounts: a balance that arrives later does not end the one call of the entry.
  const enteredUnknown = useRef(lastKnown === undefined).current;
  const credit = useCreditQuery(undefined, {
    skip: !accessToken || (onGame && !enteredUnknown),
    refetchOnFocus: !onGame,
    refetchOnMountOrArgChange: true,
  });
  const balance = credit.data ?? lastKnown;
  return (
    <div className={css.member} data-testid="member-balance">
      <span className={css.username}>
        <Icon name="user" size={16} /> {username}
      </span>
      <span className={css.balance}>
        <span className={css.amount} data-testid="balance">
          {balance === undefined ? '—' : money(balance)}
        </span>
        {!onGame && (
          <button
            type="button"
            className={css.refresh}
            aria-label={t('member.refresh')}
            disabled={credit.isFetching}
            onClick={() => void credit.refetch()}
            data-busy={credit.isFetching}
          >
            <Icon name="refresh" size={16} />
          </button>
        )}
        <Link {...transferLink('deposit')} className={css.plus} aria-label={t('member.deposit')}>
          <Icon name="plus" size={16} />
        </Link>
      </span>
    </div>
  );
}
