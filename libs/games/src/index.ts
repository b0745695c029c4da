// Data shapes and catalogue facts (spec §1–§3)
export * from './types';

// Translations (the routes manifest hands them to the shell).
export { gamesLocales } from './locales';
export type { GamesLocale } from './locales';
export { gameName, useGamesText } from './locale';
export { useFavouriteToast, useFavouriteErrorToast } from './useFavouriteToast';

// Components
export { GameTile } from './components/GameTile/GameTile';
export type { GameTileProps, TileRatio } from './components/GameTile/GameTile';
export { ProviderChip, providerFromCategory } from './components/ProviderChip/ProviderChip';
export type { ProviderChipProps, ProviderChipData } from './components/ProviderChip/ProviderChip';
export { ProviderRail } from './components/ProviderChip/ProviderRail';
export type { ProviderRailProps } from './components/ProviderChip/ProviderRail';
export { ProviderGrid } from './components/ProviderChip/ProviderGrid';
export type { ProviderGridProps } from './components/ProviderChip/ProviderGrid';
export type { ProviderListProps } from './components/ProviderChip/ProviderList';
export { CategoryTabs, lobbyTabKeys, categoryIcons } from './components/CategoryTabs/CategoryTabs';
export type { CategoryTabsProps } from './components/CategoryTabs/CategoryTabs';
export { SortMenu } from './components/SortMenu/SortMenu';
export type { SortMenuProps } from './components/SortMenu/SortMenu';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps, EmptyStateKind } from './components/EmptyState/EmptyState';
export { GameGridSkeleton } from './components/GameGridSkeleton/GameGridSkeleton';
export type { GameGridSkeletonProps } from './components/GameGridSkeleton/GameGridSkeleton';
export { SearchResultsHeader } from './components/SearchResults/SearchResultsHeader';
export type { SearchResultsHeaderProps } from './components/SearchResults/SearchResultsHeader';
export { VirtualGameGrid } from './components/VirtualGameGrid/VirtualGameGrid';
export type { VirtualGameGridProps, TileRenderInfo } from './components/VirtualGameGrid/VirtualGameGrid';

// Grid math
export {
  columnsForWidth,
  rowsFor,
  rowRange,
  gapForWidth,
  tileWidth,
  estimateRowHeight,
  lobbyColumns,
  listColumns,
} from './components/VirtualGameGrid/grid';
export type { ColumnBreakpoint } from './components/VirtualGameGrid/grid';

// Router plumbing
export type { RenderLink, LinkRenderProps } from './components/shared/links';

// Data layer: GraphQL hooks, the launch call and list filters.
export { gamesApi, useLaunchGameMutation } from './data/gamesApi';
export type { LaunchBody, LaunchAnswer } from './data/gamesApi';
export { useGamesSession } from './data/session';
export type { GamesSession } from './data/session';
export { useFavouriteToggle, useLoginRedirect } from './data/useFavouriteToggle';
export type { FavouriteToggle } from './data/useFavouriteToggle';
export { useLaunch } from './data/useLaunch';
export type { LaunchState } from './data/useLaunch';
export { usePagedGames, GAMES_PAGE_SIZE } from './data/usePagedGames';
export type { PagedGames } from './data/usePagedGames';
export { resolveListId, withQueryFilters, listVariables } from './data/listFilters';
export type { ListFilter, ListKind, ResolvedList } from './data/listFilters';
