import { ConfigError } from './config.ts';
import { GroupRecordError } from './groups/apply.ts';
import { groupsAt } from './groups/workspace.ts';
import { startServer } from './start.ts';

/**
 * BRAND_GROUPS: the brands to apply at start, as `group apply` would — comma-separated group.json files, brand folders
 * (`apps/nakhon-gold`) or a folder of brands (`apps`, which `npm start`, the e2e runner and the benchmarks pass).
 */
async function groupsFromEnv() {
  const paths = (process.env.BRAND_GROUPS ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  return paths.length ? groupsAt(paths) : undefined;
}

const app = await groupsFromEnv()
  .then((groups) => startServer(groups ? { groups } : {}))
  .catch((error: unknown) => {
    // A missing secret, a bad setting or a broken group file: say which, and exit non-zero (a supervisor must not
    // keep restarting it).
    if (error instanceof ConfigError || error instanceof GroupRecordError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
