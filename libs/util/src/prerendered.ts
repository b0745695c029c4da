/**
 * The meta tag in which a prerendered page names its own chunks: the build writes it (tools/vite-brand/pageModules.ts),
 * the boot script preloads them with the site's code.
 */
export const PAGE_MODULES_META = 'lobby-page-modules';

export {
  EARLY_ANSWER_MS,
  hasPageAnswers,
  PAGE_ANSWERS_ID,
  PAGE_DATA_META,
  startEarlyCalls,
  takeEarlyAnswer,
  takePageAnswer,
  type EarlyAnswer,
} from './pageData';
