import { libTestConfig } from '../../vitest.shared.ts';

const config = libTestConfig();
// jsdom has no matchMedia, which the chart library asks for (browsers all have it).
config.test!.setupFiles = [...[config.test!.setupFiles ?? []].flat(), './src/testing/matchMedia.ts'];

export default config;
