import { libTestConfig } from '../../vitest.shared.ts';

// Its files pass in shuffled orders sharing one page (vitest.shared.ts): no fresh jsdom per file.
const config = libTestConfig({ isolate: false });
// jsdom has no matchMedia, which the chart library asks for (browsers all have it).
config.test!.setupFiles = [...[config.test!.setupFiles ?? []].flat(), './src/testing/matchMedia.ts'];

export default config;
