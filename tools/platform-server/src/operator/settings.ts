import type { Db, Queryable } from '../db/db.ts';

/** Operator switches, stored in the database so every instance sees the same state. */
export interface Switches {
  maintenance: boolean;
  maintenanceTime: string;
  siteClosed: boolean;
}

const DEFAULTS: Switches = { maintenance: false, maintenanceTime: '12:00 - 16:00', siteClosed: false };

export async function readSetting<T>(db: Queryable, key: string): Promise<T | undefined> {
  const rows = await db.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows[0]?.value;
}

export async function writeSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

/**
 * Reads switches with a short per-process cache: a switch flipped by the CLI reaches every
 * instance within `cacheMs` without costing a query on every request.
 */
export class SettingsCache {
  #value: Switches | undefined;
  #readAt = 0;
  #closedGroups: Set<string> | undefined;
  #closedReadAt = 0;
  constructor(
    private readonly db: Db,
    private readonly cacheMs: number,
  ) {}

  /** The cached switches when still fresh (lets the per-request hook stay synchronous). */
  peek(): Switches | undefined {
    return this.#value && Date.now() - this.#readAt < this.cacheMs ? this.#value : undefined;
  }

  async switches(): Promise<Switches> {
    const now = Date.now();
    if (this.#value && now - this.#readAt < this.cacheMs) return this.#value;
    const stored = await readSetting<Partial<Switches>>(this.db, 'switches');
    this.#value = { ...DEFAULTS, ...stored };
    this.#readAt = now;
    return this.#value;
  }

  /** Brands the operator closed one by one (`site closed --group`), with the same cache as the switches. */
  async closedGroups(): Promise<Set<string>> {
    const now = Date.now();
    if (this.#closedGroups && now - this.#closedReadAt < this.cacheMs) return this.#closedGroups;
    const rows = await this.db.query<{ id: string }>('SELECT id FROM groups WHERE closed');
    this.#closedGroups = new Set(rows.map((r) => r.id));
    this.#closedReadAt = now;
    return this.#closedGroups;
  }

  invalidate(): void {
    this.#value = undefined;
    this.#closedGroups = undefined;
  }
}

export async function updateSwitches(db: Queryable, patch: Partial<Switches>): Promise<Switches> {
  const current = { ...DEFAULTS, ...(await readSetting<Partial<Switches>>(db, 'switches')) };
  const next = { ...current, ...patch };
  await writeSetting(db, 'switches', next);
  return next;
}
