import { selectAuthenticated } from '@lobby/auth-guards';
import { promotionCategories, type PromotionCategory } from '@lobby/contract';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { ButtonLink, cx, Icon } from '@lobby/ui-kit';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import type { PagePrefetchContext } from '@lobby/util';
import { memberApi, PROMOTIONS_PAGE_SIZE, useMemberPromotionCountQuery, usePromotionsQuery } from '../memberApi';
import { LoadError, Loading } from '../shared/QueryState';
import * as page from '../shared/page.css';
import { usePublic } from '../shared/usePublic';
import { PromotionCard } from './PromotionCard';
import * as css from './PromotionsPage.css';

const isCategory = (value: string | null): value is PromotionCategory =>
  (promotionCategories as readonly string[]).includes(value ?? '');

/** The category and page the address asks for (both in the query: Back and a shared link keep them). */
function promotionsShown(params: URLSearchParams) {
  const category = isCategory(params.get('category')) ? (params.get('category') as PromotionCategory) : undefined;
  const pageIndex = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  return { category, pageIndex };
}

/**
 * promotions (spec §2): the brand's promotions from the server, by category and page (both in the address, so Back
 * and a shared link keep them), with how many there are — a member's count is getPromotion's result[1] (spec §7).
 */
export function PromotionsPage() {
  const { t } = useTranslation('member');
  const localize = useLocalizedPath();
  const { groupID, lang } = usePublic();
  const authenticated = useSelector(selectAuthenticated);
  const [params] = useSearchParams();
  const { category, pageIndex } = promotionsShown(params);
  const list = usePromotionsQuery({ groupID, lang, page: pageIndex, category });
  const all = usePromotionsQuery({ groupID, lang, page: 0 }, { skip: !category });
  const memberCount = useMemberPromotionCountQuery(lang, { skip: !authenticated });
  const count = memberCount.data ?? (category ? all.data?.total : list.data?.total);
  const categories = (category ? all.data?.categories : list.data?.categories) ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PROMOTIONS_PAGE_SIZE));

  const hrefFor = (next: { category?: PromotionCategory | undefined; page?: number }) => {
    const query = new URLSearchParams();
    if (next.category) query.set('category', next.category);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    const search = query.toString();
    return localize(`/promotions${search ? `?${search}` : ''}`);
  };

  return (
    <div className={page.page} data-testid="promotions-page">
      <header className={page.headingRow}>
        <div className={page.header}>
          <h1 className={page.title}>{t('promotions.heading')}</h1>
          {count !== undefined && (
            <p className={css.count} data-testid="promotions-count">
              <Icon name="gift" size={16} />
              {t('promotions.count', { count })}
            </p>
          )}
        </div>
        {authenticated && (
          <ButtonLink as={Link} to={localize('/bonus')} variant="outline" size="sm">
            {t('promotions.myBonuses')}
          </ButtonLink>
        )}
      </header>

      {categories.length > 1 && (
        <nav aria-label={t('promotions.categoriesLabel')}>
          <ul className={css.categories}>
            <li>
              <Link className={css.category} to={hrefFor({})} aria-current={category ? undefined : 'page'}>
                {t('promotions.all')}
              </Link>
            </li>
            {categories.map((key) => (
              <li key={key}>
                <Link
                  className={css.category}
                  to={hrefFor({ category: key })}
                  aria-current={category === key ? 'page' : undefined}
                >
                  {t(`promotions.category.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data?.items.length ? (
        <ul className={page.grid} aria-busy={list.isFetching || undefined}>
          {list.data.items.map((promotion, index) => (
            <li key={promotion._id}>
              <PromotionCard
                promotion={promotion}
                priority={index === 0}
                href={localize(`/promotion?id=${encodeURIComponent(promotion._id)}`)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={page.notice}>{t('promotions.empty')}</p>
      )}

      {pages > 1 && (
        <nav className={css.pager} aria-label={t('promotions.pages')}>
          {pageIndex > 0 && (
            <ButtonLink as={Link} to={hrefFor({ category, page: pageIndex })} variant="ghost" rel="prev">
              <Icon name="back" size={18} />
              {t('promotions.previous')}
            </ButtonLink>
          )}
          <span className={cx(page.muted, page.tabular)} aria-current="page">
            {t('promotions.pageOf', { page: pageIndex + 1, pages })}
          </span>
          {pageIndex + 1 < pages && (
            <ButtonLink as={Link} to={hrefFor({ category, page: pageIndex + 2 })} variant="ghost" rel="next">
              {t('promotions.next')}
              <Icon name="chevronRight" size={18} />
            </ButtonLink>
          )}
        </nav>
      )}
    </div>
  );
}

/** The list the page shows first, asked for before the page hydrates (PageComponent). */
PromotionsPage.prefetch = ({ dispatch, url, locale, groupId }: PagePrefetchContext) => {
  const { category, pageIndex } = promotionsShown(url.searchParams);
  dispatch(memberApi.util.prefetch('promotions', { groupID: groupId, lang: locale, page: pageIndex, category }, {}));
};
