import { useCallback } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '@lobby/i18n';
import type { RenderLink } from '../../components/shared/links';
import type { GameItem } from '../../types';

/** The router's Link for the lib's `renderLink` props (client-side navigation, real hrefs for new tabs). */
export const routerLink: RenderLink = ({ href, ...rest }) => <Link to={href} {...rest} />;

/** A game's page: `/game/{id}/{handle}` in the page's language (spec §2 game-id-name; demo handles contain "-demo"). */
export function gamePath(game: Pick<GameItem, '_id' | 'handle'>): string {
  return `/game/${encodeURIComponent(game._id)}/${encodeURIComponent(game.handle)}`;
}

/** Stable `hrefFor` for tiles and grids. */
export function useGameHref(): (game: GameItem) => string {
  const localize = useLocalizedPath();
  return useCallback((game: GameItem) => localize(gamePath(game)), [localize]);
}

/** The list page of a category key or provider code: `/list/{id}` with an optional query. */
export function listPath(id: string, query?: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
  const search = params.toString();
  return `/list/${encodeURIComponent(id)}${search ? `?${search}` : ''}`;
}
