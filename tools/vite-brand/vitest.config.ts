import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

export default defineConfig({
  test: { environment: 'node', include: ['*.test.ts'], reporters: reporters() as never },
});
