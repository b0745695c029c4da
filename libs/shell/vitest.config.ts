import { mergeConfig } from 'vitest/config';
import { libTestConfig } from '../../vitest.shared.ts';

// Its files pass in shuffled orders sharing one page (vitest.shared.ts): no fresh jsdom per file.
// A screen story mounts the whole site and loads each page's code on first use: on two shared cores under load that
// takes longer than vitest's default 5 s.
export default mergeConfig(libTestConfig({ isolate: false }), { test: { testTimeout: 20_000 } });
