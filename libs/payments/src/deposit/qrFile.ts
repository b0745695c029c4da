/**
 * The downloaded QR's file name (spec §9): username, channel type, amount and expiry time, e.g.
 * `demo01_qr-code_500_20261124-1605.png`. The time is Bangkok's, as on the member's slip.
 */
export function qrFileName(username: string, type: string, amount: number, expiredDate: string): string {
  const expiry = new Date(expiredDate);
  const stamp = Number.isNaN(expiry.getTime())
    ? 'expiry'
    : new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Bangkok',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      })
        .formatToParts(expiry)
        .reduce<Record<string, string>>((parts, p) => ({ ...parts, [p.type]: p.value }), {});
  const time =
    typeof stamp === 'string' ? stamp : `${stamp.year}${stamp.month}${stamp.day}-${stamp.hour}${stamp.minute}`;
  const safe = (text: string) => text.replace(/[^\w.-]+/g, '-');
  return `${safe(username || 'member')}_${safe(type)}_${safe(String(amount))}_${time}.png`;
}
