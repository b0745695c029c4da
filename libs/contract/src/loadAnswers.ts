/**
 * The answer schemas of the calls a page makes at once (answers.ts), loaded with the first such call: the site's entry
 * and the game page's chunk stay free of zod. A module of its own: a loader in the barrel (index.ts) would make the
 * barrel's every re-export part of the entry.
 */
export const loadAnswerSchemas = () => import('./answers');

type Answers = Awaited<ReturnType<typeof loadAnswerSchemas>>;

/** One answer's schema as a call's lazy `answer`: loaded as the request leaves (api-client's base query). */
export const lazyAnswer =
  <K extends keyof Answers>(name: K) =>
  (): Promise<Answers[K]> =>
    loadAnswerSchemas().then((answers) => answers[name]);
