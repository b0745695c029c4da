import { libTestConfig } from '../../vitest.shared';

export default libTestConfig();
