import { formatLongDate, useLocale, useMoney, useTranslation } from '@lobby/i18n';
import { Icon } from '@lobby/ui-kit';
import { useSearchParams } from 'react-router';
import { useDownlinesQuery } from '../affiliateApi';
import { Pager, pageOf } from '../components/Pager';
import * as css from '../components/affiliate.css';
import { AffiliateFrame, QueryState } from './AffiliateFrame';

/** Members per page of the list. */
export const MEMBERS_PAGE_SIZE = 20;

/** `affiliate/member`: the members who registered through the member's link, newest first, paged (`?page=`). */
export function MembersPage() {
  return (
    <AffiliateFrame testId="affiliate-members-page">
      <Members />
    </AffiliateFrame>
  );
}

function Members() {
  const { t } = useTranslation('affiliate');
  const locale = useLocale();
  const money = useMoney();
  const [query, setQuery] = useSearchParams();
  const page = pageOf(query);
  const list = useDownlinesQuery(
    { limit: MEMBERS_PAGE_SIZE, offset: (page - 1) * MEMBERS_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  if (!list.data)
    return (
      <QueryState loading={list.isLoading || list.isFetching} error={list.error} onRetry={() => void list.refetch()} />
    );
  const { total } = list.data;
  const pages = Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE));
  if (total === 0) {
    return (
      <p role="status" className={css.empty} data-testid="members-empty">
        <Icon name="user" size={32} />
        {t('members.empty')}
      </p>
    );
  }
  return (
    <section className={css.list}>
      <p className={css.muted} data-testid="members-total">
        {t('members.total', { count: total })}
      </p>
      <div className={css.tableWrap}>
        <table className={css.table} data-testid="members-table">
          <thead>
            <tr>
              <th scope="col">{t('members.username')}</th>
              <th scope="col" className={css.wideOnly}>
                {t('members.registered')}
              </th>
              <th scope="col" className={css.num}>
                {t('members.turnover')}
              </th>
              <th scope="col" className={css.num}>
                {t('members.commission')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.list.map((member, index) => (
              <tr key={`${member.username}-${member.registered}-${index}`} data-testid="member-row">
                <th scope="row">
                  {member.username}
                  <span className={css.phoneOnly}>{formatLongDate(member.registered, locale)}</span>
                </th>
                <td className={css.wideOnly}>{formatLongDate(member.registered, locale)}</td>
                <td className={css.num}>{money(member.turnover)}</td>
                <td className={css.num}>{money(member.commission)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={Math.min(page, pages)}
        pages={pages}
        onPage={(next) => setQuery(next === 1 ? {} : { page: String(next) })}
      />
    </section>
  );
}
