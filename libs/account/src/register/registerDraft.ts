import type { SentOtp } from '../components/useOtp';

const KEY = 'lobby:register-draft';

/** The registration fields kept in the tab: never the password, its repeat or the OTP code. */
export interface DraftValues {
  phone: string;
  bank: string;
  bankNo: string;
  firstname: string;
  lastname: string;
  lineId: string;
  username: string;
  adult: boolean;
}

/**
 * What registration keeps in sessionStorage (this tab only, gone when it closes), so a reload or a Back that leaves
 * the page and a Forward that returns find what was typed, and the code already sent (its reference and resend wait:
 * no second SMS, no 6005).
 */
export interface RegisterDraft {
  values: Partial<DraftValues>;
  sent: SentOtp | null;
  retryAt: Date | null;
}

const TEXT_FIELDS = ['phone', 'bank', 'bankNo', 'firstname', 'lastname', 'lineId', 'username'] as const;

const empty: RegisterDraft = { values: {}, sent: null, retryAt: null };

/** The draft this tab kept, with anything malformed left out. */
export function readDraft(): RegisterDraft {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return empty;
  }
  if (typeof stored !== 'object' || stored === null) return empty;
  const { values, sent, retryAt } = stored as Record<string, unknown>;
  const kept: Partial<DraftValues> = {};
  if (typeof values === 'object' && values !== null) {
    const typed = values as Record<string, unknown>;
    for (const name of TEXT_FIELDS) if (typeof typed[name] === 'string') kept[name] = typed[name];
    if (typeof typed.adult === 'boolean') kept.adult = typed.adult;
  }
  const otp = sent as Partial<SentOtp> | null;
  const validSent =
    typeof otp?.phone === 'string' && typeof otp.reference === 'string'
      ? { phone: otp.phone, reference: otp.reference, expires_in: 0, resend_in: 0 }
      : null;
  return {
    values: kept,
    sent: validSent,
    retryAt: validSent && typeof retryAt === 'number' ? new Date(retryAt) : null,
  };
}

export function saveDraft(values: DraftValues, sent: SentOtp | null, retryAt: Date | null): void {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        values,
        sent: sent && { phone: sent.phone, reference: sent.reference },
        retryAt: retryAt?.getTime() ?? null,
      }),
    );
  } catch {
    // Storage refused (private mode, full): the steps still work, a reload starts again.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
