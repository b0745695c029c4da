import { useLocale, useLocalizedPath } from '@lobby/i18n';
import { Button, ButtonLink, Icon } from '@lobby/ui-kit';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../components/EmptyState/EmptyState';
import { GameGridSkeleton } from '../components/GameGridSkeleton/GameGridSkeleton';
import { SearchResultsHeader } from '../components/SearchResults/SearchResultsHeader';
import { SortMenu } from '../components/SortMenu/SortMenu';
import { listColumns } from '../components/VirtualGameGrid/grid';
import { useGridPlace } from '../components/VirtualGameGrid/useGridPlace';
import { VirtualGameGrid } from '../components/VirtualGameGrid/VirtualGameGrid';
import { listVariables } from '../data/listFilters';
import { cleanSearchTerm, isSearchable } from '@lobby/contract';
import { SearchBox } from '../components/SearchBox/SearchBox';
import { useGamesSession } from '../data/session';
import { useFavouriteToggle } from '../data/useFavouriteToggle';
import { usePagedGames } from '../data/usePagedGames';
import { useGamesText } from '../locale';
import { useSortParam } from '../data/useSortParam';
import { gameCategoryKeys, isGameCategoryKey, type GameCategoryKey } from '../types';
import { listPath, routerLink, useGameHref } from './shared/links';
import { LoadMore } from './shared/LoadMore';
import * as p from './shared/pages.css';

/**
 * Search results (`/search/{term}`, spec §2): games of every type the platform finds for the term: by Thai or English
 * name, code, provider name (Thai spellings, spaces ignored) or category word (สล็อต, ยิงปลา, roulette …; see the
 * platform server's README). Fewer than 3 characters (spec §5) shows a hint and sends nothing. Query: `?sort=1…5`.
 */
export function SearchPage() {
  const { t } = useGamesText();
  const localize = useLocalizedPath();
  const locale = useLocale();
  const { id } = useParams();
  const [sort, onSort] = useSortParam();
  // A hand-typed address searches by the same rules as the box.
  const term = cleanSearchTerm(id ?? '').trim();
  const searchable = isSearchable(term);
  const { groupID, userID } = useGamesSession();
  const { toggle, pending } = useFavouriteToggle();
  const hrefFor = useGameHref();

  const variablesKey = JSON.stringify(listVariables({ search: term }, { groupID, userID, sort, language: locale }));
  const variables = useMemo(() => JSON.parse(variablesKey) as ReturnType<typeof listVariables>, [variablesKey]);
  const paged = usePagedGames(variables, { skip: !searchable });
  const { placeRef, place } = useGridPlace();

  // Counts per type once every result is loaded (a partial page would undercount).
  const byType = useMemo(() => {
    if (paged.hasMore) return undefined;
    const counts: Partial<Record<GameCategoryKey, number>> = {};
    for (const game of paged.games) if (isGameCategoryKey(game.type)) counts[game.type] = (counts[game.type] ?? 0) + 1;
    return counts;
  }, [paged.games, paged.hasMore]);

  // Keyed by the term so Back and Forward show the box with the term of the page they land on.
  const box = <SearchBox key={term} size="page" initialTerm={term} autoFocus={!term} />;

  if (!searchable) {
    return (
      <div className={p.page}>
        <h1 className={p.pageTitle}>{t('search.resultsTitle')}</h1>
        {box}
        <p className={p.notice}>
          <Icon name="search" size={20} />
          {t('search.minLength')}
        </p>
      </div>
    );
  }

  return (
    <div className={p.page}>
      {box}
      <SearchResultsHeader
        term={term}
        count={paged.total}
        byType={byType && gameCategoryKeys.some((key) => byType[key]) ? byType : undefined}
        loading={paged.loading}
        actions={<SortMenu value={sort} onChange={onSort} />}
      />
      {paged.error ? (
        <div className={p.notice} role="alert">
          <Icon name="warning" size={20} />
          <span>{t('list.failed')}</span>
          <Button variant="secondary" size="sm" onClick={paged.refetch}>
            {t('list.retry')}
          </Button>
        </div>
      ) : paged.loading ? (
        <GameGridSkeleton ref={placeRef} rows={2} columns="list" />
      ) : paged.games.length === 0 ? (
        <EmptyState
          kind="search"
          term={term}
          headingLevel={2}
          action={
            <ButtonLink as={Link} to={localize(listPath('casino'))} variant="secondary">
              {t('empty.browse')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <VirtualGameGrid
            games={paged.games}
            place={place}
            columns={listColumns}
            label={t('search.resultsTitle')}
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
