/**
 * Operator switches from a shell:  npm run admin -w @lobby/platform-server -- maintenance on
 * Talks to a running server first (ADMIN_URL, default http://127.0.0.1:$PORT) because an
 * embedded PGlite database belongs to one process; falls back to opening the database itself.
 */
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { runCommand, USAGE, UsageError } from './operator/commands.ts';
import { defaultDatabase } from './server.ts';

const args = process.argv.slice(2);
if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
  console.log(USAGE);
  process.exit(0);
}

async function viaServer(): Promise<string | undefined> {
  const base = process.env.ADMIN_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4000}`;
  try {
    const res = await fetch(`${base}/admin/command`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(process.env.ADMIN_TOKEN ? { 'x-admin-token': process.env.ADMIN_TOKEN } : {}),
      },
      body: JSON.stringify({ args }),
      signal: AbortSignal.timeout(3000),
    });
    const body = (await res.json()) as { code: number; message: string; result?: string };
    if (body.code !== 0) throw new UsageError(body.message);
    return body.result ?? body.message;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    return undefined; // no server there: use the database directly
  }
}

try {
  const remote = await viaServer();
  if (remote !== undefined) console.log(remote);
  else {
    const db = await openDatabase(defaultDatabase()!);
    try {
      await migrate(db);
      console.log(await runCommand(db, args));
    } finally {
      await db.close();
    }
  }
} catch (error) {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(1);
}
