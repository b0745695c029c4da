import { BANK_NO_MAX } from './banks';

const thaiDigits = /[\u0E50-\u0E59]/g;

/** Thai digits (๐–๙) as the ASCII digits the server takes. */
export function asciiDigits(value: string): string {
  return value.replace(thaiDigits, (d) => String(d.charCodeAt(0) - 0x0e50));
}

const digits = (value: string) => asciiDigits(value).replace(/\D/g, '');

/**
 * A phone number as typed or pasted ("085-571-3870", "+66 85 571 3870", "๐๘๕…") as the 10 digits the rule checks:
 * separators and the country code go first, then the cut — so nothing pasted loses digits.
 */
export function phoneInput(typed: string): string {
  const all = digits(typed);
  const national = all.startsWith('66') && all.length >= 11 ? `0${all.slice(2)}` : all;
  return national.slice(0, 10);
}

/** The 6-digit SMS code, however it was pasted ("123 456", "๑๒๓๔๕๖"). */
export function otpInput(typed: string): string {
  return digits(typed).slice(0, 6);
}

/** A bank account number without its dashes and spaces, cut to the longest the server takes. */
export function bankNoInput(typed: string): string {
  return digits(typed).slice(0, BANK_NO_MAX);
}
