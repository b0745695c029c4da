import { libTestConfig } from '../../vitest.shared.ts';

// Some of its files still leak state into others when they share a page (a shuffled order fails): one page per file.
export default libTestConfig({ isolate: true });
