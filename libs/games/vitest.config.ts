import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig();
