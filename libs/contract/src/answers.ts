/**
 * The answers the site's first-screen code checks (the session calls), as a module of their own: the site imports it
 * with `import()` after the first screen, so the schemas and zod stay out of the entry (issue 14).
 */
export { loginAnswer, refreshAnswer } from './api/auth';
export { creditAnswer, profileAnswer } from './api/member';
