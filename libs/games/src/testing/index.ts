// Test and story helpers (import from '@lobby/games/testing'); not part of the app bundle.
export { renderWithProviders } from './renderWithProviders';
export { withGamesI18n } from './withGamesI18n';
export { makeGame, makeGames, makeCategory, fixtureArt } from './fixtures';
