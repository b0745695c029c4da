import type { HistoryItem } from '@lobby/contract';
import { formatBaht, formatClock, formatLongDate, formatMoney, type Locale } from '@lobby/i18n';

/** Spec §4, §9: the first 10, then 10 more after 500 ms, up to 20. */
export const HISTORY_PAGE = 10;
export const HISTORY_MAX = 20;
export const LOAD_MORE_DELAY_MS = 500;

/** The types `payments:history.type` has words for; any other is shown as it came (spec §3). */
export type KnownHistoryType = 'deposit' | 'withdraw' | 'cancel' | 'affiliate';
const knownTypes: ReadonlySet<string> = new Set<KnownHistoryType>(['deposit', 'withdraw', 'cancel', 'affiliate']);

/** The Thai words for "advance top-up" that spec §3 removes from notes. */
const ADVANCE_TOP_UP = /เติมเงินล่วงหน้า/g;
/** Marks that join parts of a note; the removal can leave one dangling or two side by side. */
const SEP = '[,;:·•|/–—-]';

export interface HistoryRow {
  id: string;
  /** Key of `payments:history.type` for a known type; unknown types are shown as they came (spec §3). */
  typeKey?: KnownHistoryType;
  typeText: string;
  time: string;
  amount: string;
  done: boolean;
  note: string;
}

export interface HistoryDay {
  /** YYYY-MM-DD in Bangkok, for keys and tests. */
  day: string;
  heading: string;
  rows: HistoryRow[];
}

// Bangkok has no daylight saving: UTC+7 all year, so the calendar day is a fixed shift.
const bangkokDay = (epochSeconds: number) => new Date((epochSeconds + 7 * 3600) * 1000).toISOString().slice(0, 10);

/** "เติมเงินล่วงหน้า" removed, and the spaces, brackets or separators it leaves behind tidied. */
export function cleanNote(note: string): string {
  // Only a note that had the words is reworked: any other note is the operator's, shown as written.
  if (!note.match(ADVANCE_TOP_UP)) return note.trim();
  return note
    .replace(ADVANCE_TOP_UP, '')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+/g, ' ')
    .replace(new RegExp(`(${SEP})(?:\\s*${SEP})+`, 'g'), '$1')
    .replace(/\s+([,;:])/g, '$1')
    .replace(new RegExp(`^(?:\\s|${SEP})+|(?:\\s|${SEP})+$`, 'g'), '');
}

/** An amount as spec §3 shows it: two decimals and the currency (baht when none), a minus for withdrawals. */
export function historyAmount(item: Pick<HistoryItem, 'amount' | 'currency' | 'type'>, locale: Locale): string {
  const signed = item.type === 'withdraw' ? -Math.abs(item.amount) : item.amount;
  const currency = item.currency?.trim() ?? '';
  if (currency === '' || /^(baht|thb)$/i.test(currency)) return formatMoney(signed, locale);
  // Another currency (USDT…) is the server's word, written after the number as it came.
  return `${signed < 0 ? '-' : ''}${formatBaht(Math.abs(signed))} ${currency}`;
}

/** Items grouped by their Bangkok date, newest day first, with headings and rows ready to show. */
export function groupHistory(
  items: readonly HistoryItem[],
  locale: Locale,
  typeLabel: (type: KnownHistoryType) => string,
): HistoryDay[] {
  const days = new Map<string, HistoryDay>();
  for (const item of [...items].sort((a, b) => b.time - a.time)) {
    const day = bangkokDay(item.time);
    let group = days.get(day);
    if (!group) {
      group = { day, heading: formatLongDate(item.time, locale), rows: [] };
      days.set(day, group);
    }
    const known = knownTypes.has(item.type) ? (item.type as KnownHistoryType) : undefined;
    group.rows.push({
      id: item.id,
      ...(known ? { typeKey: known } : {}),
      typeText: known ? typeLabel(known) : String(item.type),
      time: formatClock(item.time, locale),
      amount: historyAmount(item, locale),
      done: item.status === 1,
      note: cleanNote(item.note),
    });
  }
  return [...days.values()];
}
