// Page tests only (not exported from '@lobby/games/testing': it pulls in Redux, Apollo and axios).
import { GetFavouriteAndRecentDocument } from '@lobby/api-client/gql';
import { memberSession, renderPage, type RenderedPage, type RenderPageOptions } from '@lobby/testing';
import type { ReactElement } from 'react';
import { gamesFeature } from '../routes';
import { createGamesGraphql } from './graphql';

export { createGamesGraphql, gqlCategories, gqlGame, gqlGames } from './graphql';

/** The one test harness's renderPage, with the games strings and the game operations answered. */
export function renderGamesPage(ui: ReactElement, options: RenderPageOptions) {
  return renderPage(ui, { namespaces: gamesFeature.namespaces, graphql: createGamesGraphql(), ...options });
}

/** The member's counts as every reader sees them: the one copy in Apollo's cache. */
export function cachedCounts(page: Pick<RenderedPage, 'apollo'>) {
  const answer = page.apollo.readQuery({
    query: GetFavouriteAndRecentDocument,
    variables: { userID: memberSession.userId },
  });
  const counts = answer?.getFavouriteAndRecent;
  return counts && { countFavourite: counts.countFavourite, countRecent: counts.countRecent };
}
