/**
 * The session calls' answer schemas, loaded when first needed (answers.ts): the site's entry stays free of zod. A
 * module of its own: a loader in the barrel (index.ts) would make the barrel's every re-export part of the entry.
 */
export const loadSessionAnswers = () => import('./answers');
