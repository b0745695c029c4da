import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const workspaceRoot = resolve(import.meta.dirname, '../..');

export interface BrandApp {
  id: string;
  dir: string;
  /** Port of `npm start`; e2e uses port + 1000 so both can run at once. */
  port: number;
}

/** Every brand app under apps/, with the port from its package.json ("lobby": {"port": …}). */
export function brandApps(): BrandApp[] {
  const appsDir = join(workspaceRoot, 'apps');
  return readdirSync(appsDir)
    .filter((id) => existsSync(join(appsDir, id, 'src/brand.config.ts')))
    .map((id) => {
      const pkg = JSON.parse(readFileSync(join(appsDir, id, 'package.json'), 'utf8'));
      return { id, dir: join(appsDir, id), port: Number(pkg.lobby?.port) };
    })
    .sort((a, b) => a.port - b.port);
}

/** The start port, overridable per brand: NAKHON_GOLD_PORT=5000. */
export function startPort(app: BrandApp): number {
  const env = process.env[`${app.id.toUpperCase().replace(/-/g, '_')}_PORT`];
  return env ? Number(env) : app.port;
}

/**
 * The brand every e2e test and every visual story runs against (`npm test`); the other brands run what differs
 * between brands. The first brand by port (Nakhon Gold: every feature on), or LOBBY_REFERENCE_BRAND.
 */
export function referenceBrand(): BrandApp {
  const apps = brandApps();
  const named = process.env.LOBBY_REFERENCE_BRAND;
  const reference = named ? apps.find((app) => app.id === named) : apps[0];
  if (!reference)
    throw new Error(named ? `LOBBY_REFERENCE_BRAND=${named} is not a brand app` : 'no brand app under apps/');
  return reference;
}
