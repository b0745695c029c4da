import type { Queryable } from '../db/db.ts';
import { updateSwitches, readSetting, type Switches } from './settings.ts';

export const USAGE = `Lobby platform admin
  status                                   show switches
  maintenance on|off [--time "12:00 - 16:00"]
  site closed|open                         the blocking "contact admin" modal on every brand
  game maintenance <game code> on|off      launch answers code 99
  provider maintenance <provider code> on|off
  notice publish --group NKG01 --type bank|promotion|game|maintenance|other --title T --content HTML
                 [--link URL] [--image URL] [--game NAME] [--customer A] [--show-one] [--expires-hours N]
  notice withdraw <notice id>
  member unlock <username>                 clear the password lock (1008) and the failure count
  member lock-password <username>          lock the password (1008) as 5 failures would
  member disable|enable|lock <username>    disable: 5001 at login; lock: its downline gets 1007
  member upgrade <username|all>            queue the "deposit accounts changed" notice (is_upgrade)
  phone flag|unflag <phone>                identity verification needed (9998)`;

export class UsageError extends Error {}

function options(args: string[]): { positional: string[]; flags: Record<string, string | true> } {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) flags[a.slice(2)] = true;
      else {
        flags[a.slice(2)] = next;
        i++;
      }
    } else positional.push(a);
  }
  return { positional, flags };
}

const onOff = (v: string | undefined) => {
  if (v === 'on') return true;
  if (v === 'off') return false;
  throw new UsageError('expected on or off');
};

async function expectOne(db: Queryable, sql: string, params: unknown[], what: string): Promise<string> {
  const rows = await db.query(sql, params);
  if (rows.length === 0) throw new UsageError(`${what} not found`);
  return `${what}: done`;
}

/** Operator switches; shared by the CLI (direct database) and POST /admin/command (running server). */
export async function runCommand(db: Queryable, argv: string[]): Promise<string> {
  const {
    positional: [cmd, sub, arg, value],
    flags,
  } = options(argv);
  switch (`${cmd ?? ''} ${sub ?? ''}`.trim()) {
    case 'status': {
      const s = { maintenance: false, siteClosed: false, ...(await readSetting<Partial<Switches>>(db, 'switches')) };
      const games = await db.query<{ code: string }>('SELECT code FROM games WHERE maintenance ORDER BY code');
      const providers = await db.query<{ code: string }>('SELECT code FROM providers WHERE maintenance ORDER BY code');
      return JSON.stringify(
        { ...s, gamesInMaintenance: games.map((g) => g.code), providersInMaintenance: providers.map((p) => p.code) },
        null,
        2,
      );
    }
    case 'maintenance on':
    case 'maintenance off': {
      const patch: Partial<Switches> = { maintenance: sub === 'on' };
      if (typeof flags.time === 'string') patch.maintenanceTime = flags.time;
      const s = await updateSwitches(db, patch);
      return `maintenance ${s.maintenance ? 'ON' : 'OFF'} (${s.maintenanceTime})`;
    }
    case 'site closed':
    case 'site open':
      await updateSwitches(db, { siteClosed: sub === 'closed' });
      return `site ${sub}`;
    case 'game maintenance':
      return expectOne(
        db,
        'UPDATE games SET maintenance = $2 WHERE code = $1 RETURNING id',
        [arg, onOff(value)],
        `game ${arg}`,
      );
    case 'provider maintenance':
      return expectOne(
        db,
        'UPDATE providers SET maintenance = $2 WHERE code = $1 RETURNING id',
        [arg, onOff(value)],
        `provider ${arg}`,
      );
    case 'notice publish': {
      const type = String(flags.type ?? 'other');
      if (!['bank', 'promotion', 'game', 'maintenance', 'other'].includes(type))
        throw new UsageError('--type must be bank, promotion, game, maintenance or other');
      if (typeof flags.title !== 'string' || typeof flags.content !== 'string')
        throw new UsageError('--title and --content are required');
      const str = (k: string) => (typeof flags[k] === 'string' ? (flags[k] as string) : null);
      const hours = Number(flags['expires-hours'] ?? 0);
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO notices (group_id, group_customer, title, type, link, image_url, game_name, content, show_one,
           expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
           CASE WHEN $10::int > 0 THEN now() + make_interval(hours => $10::int) END)
         RETURNING id::int AS id`,
        [
          str('group'),
          str('customer'),
          flags.title,
          type,
          str('link'),
          str('image'),
          str('game'),
          flags.content,
          flags['show-one'] === true,
          hours,
        ],
      );
      return `notice ${row!.id} published`;
    }
    case 'notice withdraw':
      return expectOne(
        db,
        'UPDATE notices SET active = false WHERE id = $1::bigint RETURNING id',
        [arg],
        `notice ${arg}`,
      );
    case 'member unlock':
      return expectOne(
        db,
        `UPDATE members SET password_locked = false, failed_logins = 0, last_failed_login_at = NULL
         WHERE username = $1 RETURNING id`,
        [arg],
        `member ${arg}`,
      );
    case 'member lock-password':
      return expectOne(
        db,
        'UPDATE members SET password_locked = true WHERE username = $1 RETURNING id',
        [arg],
        `member ${arg}`,
      );
    case 'member disable':
    case 'member enable':
    case 'member lock': {
      const status = sub === 'enable' ? 'active' : sub === 'disable' ? 'disabled' : 'locked';
      const msg = await expectOne(
        db,
        'UPDATE members SET status = $2 WHERE username = $1 RETURNING id',
        [arg, status],
        `member ${arg}`,
      );
      if (status === 'disabled') {
        await db.query(
          `UPDATE sessions SET revoked_at = now(), revoke_reason = 'disabled'
           WHERE revoked_at IS NULL AND member_id = (SELECT id FROM members WHERE username = $1)`,
          [arg],
        );
      }
      return msg;
    }
    case 'member upgrade':
      if (arg === 'all') {
        await db.query('UPDATE members SET is_upgrade = true');
        return 'every member will see the deposit-account notice';
      }
      return expectOne(
        db,
        'UPDATE members SET is_upgrade = true WHERE username = $1 RETURNING id',
        [arg],
        `member ${arg}`,
      );
    case 'phone flag':
      await db.query(`INSERT INTO flagged_phones (phone, reason) VALUES ($1, 'operator') ON CONFLICT DO NOTHING`, [
        arg,
      ]);
      return `phone ${arg} flagged`;
    case 'phone unflag':
      return expectOne(db, 'DELETE FROM flagged_phones WHERE phone = $1 RETURNING phone', [arg], `phone ${arg}`);
    default:
      throw new UsageError(USAGE);
  }
}
