import { useQuery } from '@apollo/client/react';
import { GameCategoriesDocument, type GamesPageQueryVariables } from '@lobby/api-client/gql';
import { useLocale, useLocalizedPath } from '@lobby/i18n';
import { notFound } from '@lobby/util';
import { Button, ButtonLink, Icon } from '@lobby/ui-kit';
import { useCallback, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CategoryTabs, categoryIcons, lobbyTabKeys } from '../components/CategoryTabs/CategoryTabs';
import { EmptyState } from '../components/EmptyState/EmptyState';
import { GameGridSkeleton } from '../components/GameGridSkeleton/GameGridSkeleton';
import { providerFromCategory, type ProviderChipData } from '../components/ProviderChip/ProviderChip';
import { ProviderRail } from '../components/ProviderChip/ProviderRail';
import { SortMenu } from '../components/SortMenu/SortMenu';
import { listColumns } from '../components/VirtualGameGrid/grid';
import { useGridPlace } from '../components/VirtualGameGrid/useGridPlace';
import { VirtualGameGrid } from '../components/VirtualGameGrid/VirtualGameGrid';
import {
  listVariables,
  resolveListId,
  withQueryFilters,
  type ListFilter,
  type ResolvedList,
  type TableKind,
} from '../data/listFilters';
import { useGamesSession } from '../data/session';
import { useFavouriteToggle } from '../data/useFavouriteToggle';
import { usePagedGames } from '../data/usePagedGames';
import { useGamesText } from '../locale';
import { useSortParam } from '../data/useSortParam';
import {
  gameCategoryKeys,
  providerById,
  providersFor,
  providers as catalogueProviders,
  type CategoryItem,
  type GameCategoryKey,
  type LobbyTabKey,
} from '../types';
import { listPath, routerLink, useGameHref } from './shared/links';
import { LoadMore } from './shared/LoadMore';
import * as s from './GameListPage.css';
import * as p from './shared/pages.css';

type RailChip = ProviderChipData & { handle: string };

/**
 * Provider chips for a game type (or all types), one per provider: the `categorys` answer, or the catalogue
 * meanwhile.
 */
function providerChips(categories: readonly CategoryItem[] | undefined, type: GameCategoryKey | undefined): RailChip[] {
  if (!categories) {
    return (type ? providersFor(type) : catalogueProviders).map((provider) => ({
      id: provider.id,
      name: provider.name,
      handle: type ? `${type}-${provider.id}` : provider.id,
    }));
  }
  const seen = new Map<string, RailChip>();
  for (const item of categories) {
    if (type && item.type !== type) continue;
    const chip = providerFromCategory(item);
    if (!seen.has(chip.id)) seen.set(chip.id, { ...chip, handle: item.handle });
  }
  return [...seen.values()];
}

function useListTitle(list: ResolvedList | null, categories: readonly CategoryItem[] | undefined): string {
  const { t, locale } = useGamesText();
  if (!list) return t('lobby.allGames');
  const providerName = (code: string | undefined) => {
    if (!code) return '';
    const item = categories?.find((c) => (c.code || c.category) === code);
    // Provider names stay in Latin script on Thai pages too (the names players see on the games themselves).
    if (item) return item.categoryName || (locale === 'en' ? item.nameEn : item.nameTh);
    return providerById(code)?.name ?? code;
  };
  switch (list.kind) {
    case 'all':
      return t('lobby.allGames');
    case 'new':
      return t('lobby.newGames');
    case 'freespin':
      return t('lobby.freespinGames');
    case 'type':
    case 'hot':
    case 'favourite':
    case 'recent':
      return t(`categories.${list.id as LobbyTabKey}`);
    case 'table':
      return t(`tables.${list.id as TableKind}`);
    case 'provider':
      return t('providers.gamesOf', { provider: providerName(list.filter.category) });
    case 'typeProvider':
      return t('list.typeProvider', {
        provider: providerName(list.filter.category),
        category: t(`categories.${list.filter.type!}`),
      });
  }
}

/**
 * A game list (`/list/{id}`, spec §2): a game type, hot / new / freespin, the member's favourites or recents, a
 * kind of live table (`/list/roulette`), a provider (`/list/joker`) or a category slug (`/list/slot-joker`). Query:
 * `?sort=1…5` (spec §2 sort ids), `?type=` where the route leaves the game type open, `?provider=` where it leaves
 * the provider open. The result is a virtualised grid paged by offset (`listsPage`): the next page loads as the
 * member scrolls near the end.
 */
export function GameListPage() {
  const { t } = useGamesText();
  const localize = useLocalizedPath();
  const locale = useLocale();
  const { id } = useParams();
  const [query] = useSearchParams();
  const [sort, onSort] = useSortParam();
  const { member, userID, groupID, counts } = useGamesSession();
  const { toggle, pending } = useFavouriteToggle();
  const hrefFor = useGameHref();

  const categoriesQuery = useQuery(GameCategoriesDocument, { variables: { groupID, ...(userID ? { userID } : {}) } });
  const categories = categoriesQuery.data?.categorys;
  const resolved = resolveListId(id, categories ?? (categoriesQuery.error ? [] : undefined));
  if (resolved === 'unknown') notFound();
  const list = resolved === 'pending' ? null : resolved;
  const filter: ListFilter = list ? withQueryFilters(list, query) : {};
  const memberOnly = list?.kind === 'favourite' || list?.kind === 'recent';
  // Keyed by value: a new but equal filter object must not start the list again.
  const variablesKey = JSON.stringify(listVariables(filter, { groupID, userID, sort, language: locale }));
  const variables = useMemo(() => JSON.parse(variablesKey) as GamesPageQueryVariables, [variablesKey]);
  const paged = usePagedGames(variables, { skip: !list || (memberOnly && !member) });
  const { placeRef, place } = useGridPlace();
  const title = useListTitle(list, categories);

  /** This page with one query value changed (other filters and the sort kept). */
  const withQuery = useCallback(
    (key: string, value: string | undefined) => {
      const next = new URLSearchParams(query);
      if (value) next.set(key, value);
      else next.delete(key);
      const search = next.toString();
      return `${localize(id ? listPath(id) : '/list')}${search ? `?${search}` : ''}`;
    },
    [id, localize, query],
  );

  const lobbyKey = list && (lobbyTabKeys(member) as string[]).includes(list.id) ? (list.id as LobbyTabKey) : undefined;
  const showTypeFilter = list !== null && !list.filter.type;
  const providerTypes: readonly GameCategoryKey[] =
    list?.kind === 'provider' && list.filter.category
      ? gameCategoryKeys.filter((type) =>
          categories
            ? categories.some((c) => (c.code || c.category) === list.filter.category && c.type === type)
            : providerById(list.filter.category!)?.categories.includes(type),
        )
      : gameCategoryKeys;
  const showProviderRail = list !== null && list.kind !== 'provider';
  const railProviders = providerChips(categories, filter.type);

  const emptyKind = list?.kind === 'favourite' ? 'favourites' : list?.kind === 'recent' ? 'recents' : 'games';
  const filtered = query.has('type') || query.has('provider');

  return (
    <div className={p.page}>
      <h1 className={p.pageTitle}>{title}</h1>

      {lobbyKey && (
        <CategoryTabs
          member={member}
          counts={counts ?? undefined}
          value={lobbyKey}
          hrefFor={(key) => localize(listPath(key))}
          renderLink={routerLink}
        />
      )}

      {showTypeFilter && providerTypes.length > 1 && (
        <nav aria-label={t('list.typeFilter')}>
          <ul className={s.chips}>
            <li>
              <Link
                to={withQuery('type', undefined)}
                className={s.chip}
                aria-current={!filter.type ? 'page' : undefined}
              >
                {t('list.allTypes')}
              </Link>
            </li>
            {providerTypes.map((type) => (
              <li key={type}>
                <Link
                  to={withQuery('type', type)}
                  className={s.chip}
                  aria-current={filter.type === type ? 'page' : undefined}
                >
                  <Icon name={categoryIcons[type]} size={18} />
                  {t(`categories.${type}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {showProviderRail &&
        railProviders.length > 0 &&
        (list?.kind === 'typeProvider' ? (
          <ProviderRail
            providers={railProviders}
            selectedId={list.filter.category}
            hrefFor={(provider) => localize(listPath((provider as RailChip).handle))}
            renderLink={routerLink}
            all={{ href: localize(listPath(list.filter.type!)) }}
          />
        ) : (
          <ProviderRail
            providers={railProviders}
            selectedId={query.get('provider')}
            hrefFor={(provider) => withQuery('provider', provider.id)}
            renderLink={routerLink}
            all={{ href: withQuery('provider', undefined) }}
          />
        ))}

      <div className={p.toolbar}>
        <p className={s.count} aria-live="polite">
          {list && !paged.loading && !paged.error ? t('grid.count', { count: paged.total }) : null}
        </p>
        <SortMenu value={sort} onChange={onSort} />
      </div>

      {paged.error ? (
        <div className={p.notice} role="alert">
          <Icon name="warning" size={20} />
          <span>{t('list.failed')}</span>
          <Button variant="secondary" size="sm" onClick={paged.refetch}>
            {t('list.retry')}
          </Button>
        </div>
      ) : !list || paged.loading ? (
        <GameGridSkeleton ref={placeRef} rows={3} columns="list" />
      ) : memberOnly && !member ? (
        <EmptyState kind={emptyKind} />
      ) : paged.games.length === 0 ? (
        <EmptyState
          kind={emptyKind}
          action={
            filtered ? (
              <ButtonLink as={Link} to={localize(id ? listPath(id) : '/list')} variant="secondary">
                {t('list.clearFilters')}
              </ButtonLink>
            ) : (
              <ButtonLink as={Link} to={localize(listPath('casino'))} variant="secondary">
                {t('empty.browse')}
              </ButtonLink>
            )
          }
        />
      ) : (
        <>
          <VirtualGameGrid
            games={paged.games}
            place={place}
            columns={listColumns}
            label={title}
            hrefFor={hrefFor}
            renderLink={routerLink}
            onToggleFavourite={toggle}
            pendingFavourites={pending}
          />
          <LoadMore paged={paged} />
        </>
      )}
    </div>
  );
}
