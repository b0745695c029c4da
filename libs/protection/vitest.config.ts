import { libTestConfig } from '../../vitest.shared.ts';

// Its files pass in shuffled orders sharing one page (vitest.shared.ts): no fresh jsdom per file.
export default libTestConfig({ isolate: false });
