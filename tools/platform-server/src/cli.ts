/**
 * Operator switches from a shell:  npm run admin -w @lobby/platform-server -- maintenance on
 * Talks to a running server first (ADMIN_URL, default http://127.0.0.1:$PORT) because an
 * embedded PGlite database belongs to one process; opens the database itself only when nothing listens there.
 * `group compose <brand folder>` prints the brand's composed group record (what a release ships) and touches nothing.
 */
import type { GroupRecord } from '@lobby/contract/routes';
import { resolveConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { applyGroups, GroupRecordError, type AppliedGroup } from './groups/apply.ts';
import { loadGroupRecord } from './groups/workspace.ts';
import { askAdminDoor } from './operator/adminDoor.ts';
import { runCommand, USAGE, UsageError } from './operator/commands.ts';
import { seed } from './seed/seed.ts';
import { defaultDatabase } from './server.ts';

const args = process.argv.slice(2);
if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
  console.log(USAGE);
  process.exit(0);
}

const adminBase = process.env.ADMIN_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4000}`;
const adminHeaders: Record<string, string> = process.env.ADMIN_TOKEN
  ? { 'x-admin-token': process.env.ADMIN_TOKEN }
  : {};

/** The answer of a running server's admin door, or undefined when no server listens there. */
async function viaServer<T>(path: string, body: unknown): Promise<T | undefined> {
  const timeoutMs = path === '/admin/groups' ? 120_000 : 30_000;
  const answer = await askAdminDoor<T>(adminBase, path, body, { headers: adminHeaders, timeoutMs });
  return 'answered' in answer ? answer.answered : undefined;
}

/** Without a server, the CLI opens the database itself (migrated and seeded as a server would). */
async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const db = await openDatabase(defaultDatabase()!);
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** `group apply <brand folder | group.json>…`: one line per brand, with the sandbox's demo members. */
function describeApplied(applied: AppliedGroup[]): string {
  return applied
    .map((g) => {
      const demo = g.demoMembers.filter((m) => m.status === 'active' && m.balance > 0);
      return (
        `group ${g.id} (${g.brand}) ${g.created ? 'created' : 'updated'}: ${g.channels} channels, ` +
        `${g.promotions} promotions, ${g.notices} notices` +
        demo
          .map((m) => `\n  demo member ${m.username} / ${m.password} (${m.balance.toLocaleString('en-US')} THB)`)
          .join('')
      );
    })
    .join('\n');
}

async function groupApply(paths: string[]): Promise<string> {
  if (paths.length === 0) throw new UsageError('group apply <apps/<brand> | group.json>…');
  const records: GroupRecord[] = [];
  for (const path of paths) records.push(await loadGroupRecord(path));
  const remote = await viaServer<AppliedGroup[]>('/admin/groups', { groups: records });
  if (remote) return describeApplied(remote);
  // The sandbox's demo members only where the server would have them (SANDBOX=on).
  const sandbox = process.env.SANDBOX === 'on';
  const config = resolveConfig({ sandbox });
  return withDatabase(async (db) => {
    await seed(db, { demoMembers: sandbox });
    const applied = await applyGroups(db, records, {
      demoMembers: sandbox,
      passwordHashing: config.passwordHashing,
      now: new Date(),
    });
    return describeApplied(applied);
  });
}

/** `group compose <apps/<brand> | group.json>`: the record `group apply` would send, as JSON (a release's file). */
async function groupCompose(paths: string[]): Promise<string> {
  if (paths.length !== 1) throw new UsageError('group compose <apps/<brand> | group.json>');
  return JSON.stringify(await loadGroupRecord(paths[0]!), null, 2);
}

try {
  if (args[0] === 'group' && args[1] === 'apply') console.log(await groupApply(args.slice(2)));
  else if (args[0] === 'group' && args[1] === 'compose') console.log(await groupCompose(args.slice(2)));
  else {
    const remote = await viaServer<string>('/admin/command', { args });
    console.log(remote ?? (await withDatabase((db) => runCommand(db, args))));
  }
} catch (error) {
  console.error(error instanceof UsageError || error instanceof GroupRecordError ? error.message : error);
  process.exit(1);
}
