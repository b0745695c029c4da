// Test and story helpers (import from '@lobby/games/testing'); not part of the app bundle.
export { renderWithProviders } from './renderWithProviders';
export { makeGame, makeGames, makeCategory, fixtureArt } from './fixtures';
export { createGamesGraphql, gqlGames, gqlCategories } from './graphql';
