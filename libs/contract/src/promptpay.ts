/**
 * EMVCo merchant-presented QR payloads for Thai PromptPay (BOT Thai QR Code standard):
 * tags 00 (format 01), 01 (11 static / 12 dynamic), 29 (merchant account: AID A000000677010111 and
 * the target), 58 (TH), 53 (764 = THB), 54 (amount, dynamic only), 63 (CRC-16/CCITT-FALSE of
 * everything before it, including "6304"). Shared: the server draws the QR, tests and the e2e suite read one back.
 */
export const PROMPTPAY_AID = 'A000000677010111';

const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final xor; 4 upper-case hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export type PromptPayTarget =
  /** 10-digit Thai mobile number (0XXXXXXXXX) → sub-tag 01, 0066 + the number without its 0 */
  | { kind: 'phone'; id: string }
  /** 13-digit national or tax id → sub-tag 02 */
  | { kind: 'national-id'; id: string }
  /** 15-digit e-wallet id (TrueMoney: 14000 + the wallet's phone) → sub-tag 03 */
  | { kind: 'ewallet'; id: string };

function targetField(target: PromptPayTarget): string {
  const digits = target.id.replace(/\D/g, '');
  switch (target.kind) {
    case 'phone':
      if (!/^0\d{9}$/.test(digits))
        throw new Error(`PromptPay phone must be 10 digits starting with 0, got ${target.id}`);
      return tlv('01', `0066${digits.slice(1)}`);
    case 'national-id':
      if (!/^\d{13}$/.test(digits)) throw new Error('PromptPay national id must be 13 digits');
      return tlv('02', digits);
    case 'ewallet':
      if (!/^\d{15}$/.test(digits)) throw new Error('PromptPay e-wallet id must be 15 digits');
      return tlv('03', digits);
  }
}

/** TrueMoney wallets are PromptPay e-wallet ids: 14000 followed by the wallet's 10-digit phone. */
export const trueMoneyWalletId = (phone: string) => `14000${phone.replace(/\D/g, '')}`;

/** The payload; with an amount (satang) the QR is dynamic (01 = 12) and carries tag 54. */
export function promptPayPayload(target: PromptPayTarget, amountSatang?: number): string {
  const amount = amountSatang === undefined ? '' : tlv('54', (amountSatang / 100).toFixed(2));
  const body =
    tlv('00', '01') +
    tlv('01', amountSatang === undefined ? '11' : '12') +
    tlv('29', tlv('00', PROMPTPAY_AID) + targetField(target)) +
    tlv('58', 'TH') +
    tlv('53', '764') +
    amount +
    '6304';
  return body + crc16ccitt(body);
}

/** Splits a payload into its top-level tags (tests and the sandbox payer read QR codes back). */
export function parseTlv(payload: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (let i = 0; i < payload.length;) {
    const tag = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(len)) throw new Error(`malformed TLV at ${i}`);
    tags.set(tag, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return tags;
}

/** True when the payload ends in 6304 + the CRC of everything before the CRC digits. */
export const crcValid = (payload: string) =>
  payload.length > 8 && payload.slice(-8, -4) === '6304' && crc16ccitt(payload.slice(0, -4)) === payload.slice(-4);
