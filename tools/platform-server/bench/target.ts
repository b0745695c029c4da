/**
 * The process under load (a child of bench/server.ts, so the load generator gets its own core):
 *   bare  — Fastify hello world, the ceiling
 *   lobby — the platform server on PostgreSQL with a 50-connection pool
 */
import Fastify from 'fastify';
import { REPO_ROOT } from '../src/config.ts';
import { workspaceGroups } from '../src/groups/workspace.ts';
import { createServer } from '../src/server.ts';

const [mode = 'bare', databaseUrl = ''] = process.argv.slice(2);
const app =
  mode === 'bare'
    ? Fastify().get('/', async () => ({ hello: 'world' }))
    : await createServer({
        database: { databaseUrl, poolSize: 50 },
        logger: false,
        sandbox: true,
        groups: await workspaceGroups(REPO_ROOT),
        // Nothing but the load under test: no roll-up catching up 30 days of a data set, no pruning.
        affiliateTimer: false,
        pruneTimer: false,
      });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`READY ${address}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
