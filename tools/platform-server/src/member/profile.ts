import { absolute, baht, type AppContext } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { bankName } from '@lobby/contract';
import type { MemberRow } from './repo.ts';

export interface ChannelRow {
  id: number;
  type: 'qr-code' | 'truewallet' | 'tranfer-online' | 'usdt-type';
  provider: string;
  img: string;
  acc_name: string;
  acc_no: string | null;
  bank_id: string | null;
  min_deposit_satang: number;
  max_deposit_satang: number;
  is_bonus: boolean;
  massage: string | null;
  topshow: boolean;
  address: string | null;
  network: string | null;
  img_network: string | null;
  exchange_satang: number | null;
}

export async function channelsOf(db: Queryable, groupId: string, type?: ChannelRow['type']): Promise<ChannelRow[]> {
  return db.query<ChannelRow>(
    `SELECT id::int AS id, type, provider, img, acc_name, acc_no, bank_id, min_deposit_satang, max_deposit_satang,
            is_bonus, massage, topshow, address, network, img_network, exchange_satang
     FROM payment_channels WHERE group_id = $1 AND enabled AND ($2::text IS NULL OR type = $2) ORDER BY sort, id`,
    [groupId, type ?? null],
    { prepare: 'channels_of_group' },
  );
}

/** One channel in the spec §3 shape; limits in baht, bonus as one optional object. */
export function channelView(ctx: AppContext, c: ChannelRow) {
  const common = {
    id: c.id,
    type: c.type,
    img: absolute(ctx, c.img),
    provider: c.provider,
    acc_name: c.acc_name,
    min_deposit: baht(c.min_deposit_satang),
    max_deposit: baht(c.max_deposit_satang),
    bonus: { is_bonus: c.is_bonus, massage: c.massage ?? '', topshow: c.topshow },
  };
  if (c.type === 'tranfer-online') return { ...common, acc_no: c.acc_no, bank_id: c.bank_id };
  if (c.type === 'usdt-type') {
    return {
      ...common,
      img_network: absolute(ctx, c.img_network),
      network: c.network,
      address: c.address,
      exchange: c.exchange_satang === null ? null : baht(c.exchange_satang),
    };
  }
  return common;
}

/** The profile of spec §3: user, bank / payment / truewallet / usdt lists, min_withdraw. */
export async function buildProfile(ctx: AppContext, member: MemberRow) {
  const [accounts, groups, channels] = await Promise.all([
    ctx.db.query<{ bank_id: string; bank_no: string; acc_name: string }>(
      'SELECT bank_id, bank_no, acc_name FROM member_bank_accounts WHERE member_id = $1 ORDER BY id LIMIT 1',
      [member.id],
      { prepare: 'bank_account_of_member' },
    ),
    ctx.db.query<{ min_withdraw_satang: number; max_withdraw_satang: number; closed: boolean }>(
      'SELECT min_withdraw_satang, max_withdraw_satang, closed FROM groups WHERE id = $1',
      [member.group_id],
      { prepare: 'group_rules' },
    ),
    channelsOf(ctx.db, member.group_id),
  ]);
  const account = accounts[0];
  const group = groups[0];
  const switches = await ctx.settings.switches();
  const of = (type: ChannelRow['type']) => channels.filter((c) => c.type === type).map((c) => channelView(ctx, c));
  return {
    user: {
      _id: member.id,
      username: member.username,
      bank: account ? bankName(account.bank_id, 'th') : null,
      bank_id: account?.bank_id ?? null,
      bank_no: account?.bank_no ?? null,
      firstname: member.firstname,
      lastname: member.lastname,
      phone: member.phone,
      group_bank: member.group_bank,
      line_id: member.line_id,
      line_linked: member.line_user_id !== null,
      affiliate_code: member.affiliate_code,
    },
    bank: of('tranfer-online'),
    payment: of('qr-code'),
    truewallet: of('truewallet'),
    usdt: of('usdt-type'),
    min_withdraw: baht(group?.min_withdraw_satang ?? 30000),
    max_withdraw: baht(group?.max_withdraw_satang ?? 99999900),
    site_closed: switches.siteClosed || (group?.closed ?? false),
  };
}

export async function limitSetting(db: Queryable, groupId: string) {
  const rows = await db.query<{ min_withdraw_satang: number; max_withdraw_satang: number }>(
    'SELECT min_withdraw_satang, max_withdraw_satang FROM groups WHERE id = $1',
    [groupId],
  );
  return {
    withdrawMin: baht(rows[0]?.min_withdraw_satang ?? 30000),
    withdrawMax: baht(rows[0]?.max_withdraw_satang ?? 99999900),
  };
}
