/**
 * The answers of the calls a page makes at once (the session calls and a game's launch), as a module of their own: the
 * base query imports it with `import()` as such a call leaves, so the schemas and zod stay out of the entry and out of
 * the game page's chunk (issue 14).
 */
export { loginAnswer, refreshAnswer } from './api/auth';
export { creditAnswer, profileAnswer } from './api/member';
export { launchAnswer } from './api/games';
