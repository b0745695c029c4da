import { Link } from 'react-router';
import { useCreditQuery, useSessionState } from '@lobby/auth-guards';
import { formatBaht, useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Icon } from '@lobby/ui-kit';
import { useCurrentRoute } from '../routes/routeHandle';
import * as css from './MemberBalance.css';

const gamePages = new Set(['game-id', 'game-id-name']);

/** Username, balance with a refresh and a plus that deposits (spec §2); credit is not fetched on a game page. */
export function MemberBalance() {
  const { t } = useTranslation('shell');
  const localize = useLocalizedPath();
  const route = useCurrentRoute();
  const { username, accessToken } = useSessionState();
  const authenticated = Boolean(accessToken);
  const credit = useCreditQuery(undefined, { skip: !authenticated || gamePages.has(route.name), refetchOnFocus: true });
  return (
    <div className={css.member} data-testid="member-balance">
      <span className={css.username}>
        <Icon name="user" size={16} /> {username}
      </span>
      <span className={css.balance}>
        <span className={css.amount} data-testid="balance">
          ฿ {credit.data === undefined ? '—' : formatBaht(credit.data)}
        </span>
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
        <Link to={localize('/deposit')} className={css.plus} aria-label={t('member.deposit')}>
          <Icon name="plus" size={16} />
        </Link>
      </span>
    </div>
  );
}
