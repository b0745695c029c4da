import { mergeConfig } from 'vitest/config';
import { libTestConfig } from '../../vitest.shared.ts';

// A screen story mounts the whole site and loads each page's code on first use: on two shared cores under load that
// takes longer than vitest's default 5 s. Some of its files still leak state into others when they share a page (a
// shuffled order fails): one page per file.
export default mergeConfig(libTestConfig({ isolate: true }), { test: { testTimeout: 20_000 } });
