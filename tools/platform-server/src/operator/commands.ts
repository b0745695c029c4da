import { MIN_AGE_RANGE } from '@lobby/contract';
import type { Queryable } from '../db/db.ts';
import { updateSwitches, readSetting, type Switches } from './settings.ts';
import { issueLoginLink, LOGIN_LINK_MAX_MINUTES, LOGIN_LINK_MINUTES } from '../links/loginLinks.ts';
import { vitalsReport } from '../vitals/report.ts';

export const USAGE = `Lobby platform admin
  status                                   show switches
  maintenance on|off [--time "12:00 - 16:00"]
  site closed|open [--group <id>]          the blocking "contact support" modal on every brand (or one brand)
  game maintenance <game code> on|off      launch answers code 99
  provider maintenance <provider code> on|off
  notice list [--group <id>]               a brand's notices, newest first
  notice publish --group <id> --type bank|promotion|game|maintenance|other --title T --content HTML
                 [--link URL] [--image URL] [--game NAME] [--customer A] [--show-one] [--expires-hours N]
  notice edit <notice id> [--type T] [--title T] [--content HTML] [--link URL] [--image URL] [--game NAME]
                 [--customer A] [--show-one | --no-show-one] [--expires-hours N]   ("" clears; 0 hours: no expiry)
  notice withdraw <notice id>              hide it, keep the record
  notice remove <notice id> | all [--group <id>]    delete for good
  member unlock <username>                 clear the password lock (1008) and the failure count
  member lock-password <username>          lock the password (1008) as 5 failures would
  member disable|enable|lock <username>    disable: 5001 at login; lock: its downline gets 1007
  member upgrade <username|all> [--off]    queue (or take back) the "deposit accounts changed" notice (is_upgrade)
  member bank-group <username> <group>     the bank group (groupCustomer) notices can target
  member login-link <username> [--minutes 15] [--site https://brand.example]
                                           a one-time login link (one use, 15 minutes unless --minutes says)
  member vip <username> silver|gold|platinum|diamond|none   invite to a VIP tier (none takes it back)
  member protection <username>             the member's deposit limits, breaks and reality checks, with their times
  group apply <apps/<brand> | group.json>… create or update brands' groups from their folders (issue 16)
  group min-age <group> 18-21              the brand's minimum age that registration must confirm (4001)
                                           (until the next group apply, which sets the brand config's ageBadge)
  phone flag|unflag <phone>                identity verification needed (9998)
  vitals [--group <id>]                    players' p75 LCP, INP and CLS per brand and page, last 24 h`;

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

const NOTICE_TYPES = ['bank', 'promotion', 'game', 'maintenance', 'other'];

interface NoticeListRow {
  id: number;
  group_id: string | null;
  group_customer: string | null;
  type: string;
  title: string;
  show_one: boolean;
  active: boolean;
  expires_at: string | null;
}

/** Columns of a notice as the flags give them; absent flags stay undefined (edit leaves them alone). */
interface NoticeFields {
  type?: string;
  title?: string;
  content?: string;
  link?: string | null;
  image_url?: string | null;
  game_name?: string | null;
  group_customer?: string | null;
  show_one?: boolean;
  expires_hours?: number;
}

/** A link or picture the site may open: an http(s) URL or a path on the site; "" clears it. */
function siteUrl(value: string, flag: string): string | null {
  if (value === '') return null;
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    if (/^https?:$/.test(new URL(value).protocol)) return value;
  } catch {
    // not a URL: refused below
  }
  throw new UsageError(`--${flag} must be an http(s) URL or a path starting with /`);
}

function noticeFields(flags: Record<string, string | true>): NoticeFields {
  const fields: NoticeFields = {};
  const text = (flag: string) => {
    const value = flags[flag];
    if (value === true) throw new UsageError(`--${flag} needs a value`);
    return value;
  };
  const type = text('type');
  if (type !== undefined) {
    if (!NOTICE_TYPES.includes(type))
      throw new UsageError('--type must be bank, promotion, game, maintenance or other');
    fields.type = type;
  }
  const title = text('title');
  if (title !== undefined) {
    if (!title.trim() || title.length > 200) throw new UsageError('--title must be 1-200 characters');
    fields.title = title;
  }
  const content = text('content');
  if (content !== undefined) {
    if (!content.trim()) throw new UsageError('--content must not be empty');
    fields.content = content;
  }
  const link = text('link');
  if (link !== undefined) fields.link = siteUrl(link, 'link');
  const image = text('image');
  if (image !== undefined) fields.image_url = siteUrl(image, 'image');
  const game = text('game');
  if (game !== undefined) fields.game_name = game || null;
  const customer = text('customer');
  if (customer !== undefined) fields.group_customer = customer || null;
  if (flags['show-one'] === true) fields.show_one = true;
  if (flags['no-show-one'] === true) fields.show_one = false;
  const hours = text('expires-hours');
  if (hours !== undefined) {
    if (!/^\d{1,5}$/.test(hours)) throw new UsageError('--expires-hours must be a whole number of hours (0: never)');
    fields.expires_hours = Number(hours);
  }
  return fields;
}

function noticeId(arg: string | undefined): string {
  if (!arg || !/^\d{1,15}$/.test(arg)) throw new UsageError('give the notice id (notice list shows them)');
  return arg;
}

/**
 * Operator switches; shared by the CLI (direct database) and POST /admin/command (running server). `now` is the
 * server's clock (a sandbox may run a fake one): notices are published and expire by it.
 */
export async function runCommand(db: Queryable, argv: string[], now: Date = new Date()): Promise<string> {
  const {
    positional: [cmd, sub, arg, value],
    flags,
  } = options(argv);
  switch (`${cmd ?? ''} ${sub ?? ''}`.trim()) {
    case 'status': {
      const s = { maintenance: false, siteClosed: false, ...(await readSetting<Partial<Switches>>(db, 'switches')) };
      const games = await db.query<{ code: string }>('SELECT code FROM games WHERE maintenance ORDER BY code');
      const providers = await db.query<{ code: string }>('SELECT code FROM providers WHERE maintenance ORDER BY code');
      const closed = await db.query<{ id: string }>('SELECT id FROM groups WHERE closed ORDER BY id');
      return JSON.stringify(
        {
          ...s,
          brandsClosed: closed.map((g) => g.id),
          gamesInMaintenance: games.map((g) => g.code),
          providersInMaintenance: providers.map((p) => p.code),
        },
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
      if (typeof flags.group === 'string')
        return expectOne(
          db,
          'UPDATE groups SET closed = $2 WHERE id = $1 RETURNING id',
          [flags.group, sub === 'closed'],
          `site ${flags.group} ${sub}`,
        );
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
    case 'notice list': {
      const group = typeof flags.group === 'string' ? flags.group : null;
      const rows = await db.query<NoticeListRow>(
        `SELECT id::int AS id, group_id, group_customer, type, title, show_one, active,
           to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at
         FROM notices WHERE $1::text IS NULL OR group_id = $1 OR group_id IS NULL
         ORDER BY published_at DESC, id DESC`,
        [group],
      );
      return JSON.stringify(rows, null, 2);
    }
    case 'notice publish': {
      const fields = noticeFields(flags);
      if (fields.title === undefined || fields.content === undefined)
        throw new UsageError('--title and --content are required');
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO notices (group_id, group_customer, title, type, link, image_url, game_name, content, show_one,
           published_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $11,
           CASE WHEN $10::int > 0 THEN $11::timestamptz + make_interval(hours => $10::int) END)
         RETURNING id::int AS id`,
        [
          typeof flags.group === 'string' ? flags.group : null,
          fields.group_customer ?? null,
          fields.title,
          fields.type ?? 'other',
          fields.link ?? null,
          fields.image_url ?? null,
          fields.game_name ?? null,
          fields.content,
          fields.show_one ?? false,
          fields.expires_hours ?? 0,
          now,
        ],
      );
      return `notice ${row!.id} published`;
    }
    case 'notice edit': {
      const id = noticeId(arg);
      const { expires_hours, ...columns } = noticeFields(flags);
      const sets = Object.keys(columns).map((column, i) => `${column} = $${i + 2}`);
      const params: unknown[] = [id, ...Object.values(columns)];
      if (expires_hours !== undefined) {
        params.push(expires_hours, now);
        const [n, at] = [`$${params.length - 1}::int`, `$${params.length}::timestamptz`];
        sets.push(`expires_at = CASE WHEN ${n} > 0 THEN ${at} + make_interval(hours => ${n}) END`);
      }
      if (sets.length === 0) throw new UsageError('say what to change, e.g. --title or --expires-hours');
      return expectOne(
        db,
        `UPDATE notices SET ${sets.join(', ')} WHERE id = $1::bigint RETURNING id`,
        params,
        `notice ${id}`,
      );
    }
    case 'notice withdraw':
      return expectOne(
        db,
        'UPDATE notices SET active = false WHERE id = $1::bigint RETURNING id',
        [noticeId(arg)],
        `notice ${arg}`,
      );
    case 'notice remove': {
      if (arg === 'all') {
        const group = typeof flags.group === 'string' ? flags.group : null;
        const rows = await db.query('DELETE FROM notices WHERE $1::text IS NULL OR group_id = $1 RETURNING id', [
          group,
        ]);
        return `${rows.length} notices removed${group ? ` from ${group}` : ''}`;
      }
      return expectOne(db, 'DELETE FROM notices WHERE id = $1::bigint RETURNING id', [noticeId(arg)], `notice ${arg}`);
    }
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
    case 'member upgrade': {
      const on = flags.off !== true;
      if (arg === 'all') {
        await db.query('UPDATE members SET is_upgrade = $1', [on]);
        return on
          ? 'every member will see the deposit-account notice'
          : 'no member will see the deposit-account notice';
      }
      return expectOne(
        db,
        'UPDATE members SET is_upgrade = $2 WHERE username = $1 RETURNING id',
        [arg, on],
        `member ${arg}`,
      );
    }
    case 'member bank-group': {
      if (!value || !/^[\w-]{1,20}$/.test(value)) throw new UsageError('the bank group is 1-20 of A-Z a-z 0-9 _ -');
      return expectOne(
        db,
        'UPDATE members SET group_bank = $2 WHERE username = $1 RETURNING id',
        [arg, value],
        `member ${arg}`,
      );
    }
    case 'member login-link': {
      if (!arg) throw new UsageError('give the username');
      const minutes = flags.minutes === undefined ? LOGIN_LINK_MINUTES : Number(flags.minutes);
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > LOGIN_LINK_MAX_MINUTES)
        throw new UsageError(`--minutes must be a whole number from 1 to ${LOGIN_LINK_MAX_MINUTES}`);
      const site = typeof flags.site === 'string' ? siteUrl(flags.site, 'site') : '';
      if (site?.startsWith('/')) throw new UsageError('--site must be the http(s) origin of the brand site');
      const link = await issueLoginLink(db, arg, now, minutes);
      if (!link) throw new UsageError(`member ${arg} not found`);
      const origin = (site ?? '').replace(/\/$/, '');
      return [
        `login link for ${arg} (${link.groupId}), one use, until ${link.expiresAt.toISOString()}:`,
        `  th: ${origin}/loginUrl?token=${link.token}`,
        `  en: ${origin}/en/loginUrl?token=${link.token}`,
      ].join('\n');
    }
    case 'member vip': {
      if (!value || !['silver', 'gold', 'platinum', 'diamond', 'none'].includes(value))
        throw new UsageError('member vip <username> silver|gold|platinum|diamond|none');
      return expectOne(
        db,
        `UPDATE members SET vip_tier = $2, vip_since = CASE WHEN $2::text IS NULL THEN NULL ELSE $3::timestamptz END
         WHERE username = $1 RETURNING id`,
        [arg, value === 'none' ? null : value, now],
        `member ${arg}`,
      );
    }
    case 'group apply':
      throw new UsageError(
        "group apply reads the brands' files: run it with the admin CLI (it sends POST /admin/groups)",
      );
    case 'group min-age': {
      const age = Number(value);
      if (!arg || !Number.isInteger(age) || age < MIN_AGE_RANGE.min || age > MIN_AGE_RANGE.max)
        throw new UsageError(`group min-age <group> ${MIN_AGE_RANGE.min}-${MIN_AGE_RANGE.max}`);
      return expectOne(db, 'UPDATE groups SET min_age = $2 WHERE id = $1 RETURNING id', [arg, age], `group ${arg}`);
    }
    case 'member protection': {
      const rows = await db.query<{ kind: string; detail: string; made_at: Date; effective_at: Date }>(
        `SELECT c.kind, concat_ws(' ', c.period, c.amount_satang / 100.0, c.minutes, c.duration, c.ends_at) AS detail,
                c.made_at, c.effective_at
         FROM protection_choices c JOIN members m ON m.id = c.member_id WHERE m.username = $1 ORDER BY c.made_at, c.id`,
        [arg],
      );
      if (rows.length === 0) return `member ${arg}: no protection choices`;
      return rows
        .map((r) => `${r.made_at.toISOString()} ${r.kind} ${r.detail} (from ${r.effective_at.toISOString()})`)
        .join('\n');
    }
    case 'phone flag':
      await db.query(`INSERT INTO flagged_phones (phone, reason) VALUES ($1, 'operator') ON CONFLICT DO NOTHING`, [
        arg,
      ]);
      return `phone ${arg} flagged`;
    case 'phone unflag':
      return expectOne(db, 'DELETE FROM flagged_phones WHERE phone = $1 RETURNING phone', [arg], `phone ${arg}`);
    case 'vitals':
      return vitalsReport(db, now, typeof flags.group === 'string' ? flags.group : undefined);
    default:
      throw new UsageError(USAGE);
  }
}
