export { createServer, defaultDatabase } from './server.ts';
export { startServer } from './start.ts';
export type { ServerOptions, Clock } from './config.ts';
export type { DatabaseOptions } from './db/open.ts';
export type { Db, Queryable } from './db/db.ts';
export { openDatabase } from './db/open.ts';
export { migrate } from './db/migrate.ts';
export { seed, DEMO_MEMBERS } from './seed/seed.ts';
export { runCommand, USAGE as ADMIN_USAGE } from './operator/commands.ts';
