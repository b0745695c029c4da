/**
 * The answers of the session calls, as a module of their own: the base query imports it with `import()` as such a call
 * leaves, so the schemas and zod stay out of the entry (issue 14). A game's launch is checked by hand
 * (launchAnswerCheck.ts): a visitor's demo game then loads no zod at all.
 */
export { loginAnswer, refreshAnswer } from './api/auth';
export { creditAnswer, profileAnswer } from './api/member';
