/**
 * The answers the site's first-screen code checks (the session calls and a game's launch), as a module of their own:
 * the site imports it with `import()` when an answer arrives, so the schemas and zod stay out of the entry and out of
 * the game page's chunk (issue 14).
 */
export { loginAnswer, refreshAnswer } from './api/auth';
export { creditAnswer, profileAnswer } from './api/member';
export { launchAnswer } from './api/games';
