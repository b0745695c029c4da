/**
 * The answer schemas of the calls a page makes at once (answers.ts), loaded with the first such call: the site's entry
 * and the game page's chunk stay free of zod. A module of its own: a loader in the barrel (index.ts) would make the
 * barrel's every re-export part of the entry.
 *
 * In two tasks: zod and the shared fields first, then the answers built from them. A module graph is evaluated in one
 * task, and the whole of it was one of ~100 ms on a phone (4× CPU) as a game page's launch left (issue 14).
 */
export const loadAnswerSchemas = () =>
  import('./fields').then(() => new Promise((inNextTask) => setTimeout(inNextTask, 0))).then(() => import('./answers'));

type Answers = typeof import('./answers');

/** One answer's schema as a call's lazy `answer`: loaded as the request leaves (api-client's base query). */
export const lazyAnswer =
  <K extends keyof Answers>(name: K) =>
  (): Promise<Answers[K]> =>
    loadAnswerSchemas().then((answers) => answers[name]);
