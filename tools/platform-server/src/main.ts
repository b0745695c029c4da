import { ConfigError } from './config.ts';
import { startServer } from './start.ts';

const app = await startServer().catch((error: unknown) => {
  // A missing secret or a bad setting: say which, and exit non-zero (a supervisor must not keep restarting it).
  if (error instanceof ConfigError) {
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
