// The member lib's public entry: the shell composes it through `./routes`.
export { memberFeature } from './routes';
export { searchFaq, FAQ_IDS, type FaqId } from './help/faq';
