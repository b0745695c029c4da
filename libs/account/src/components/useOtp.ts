import { ResponseCode, type QueryError } from '@lobby/api-client';
import { useCallback, useState } from 'react';
import { asQueryError, useRequestOtpMutation, waitSeconds, type OtpPurpose, type OtpSent } from '../accountApi';

/** The SMS OTP may be asked for again only after 1 minute (spec §5, §9; UX brief §4). */
export const OTP_RETRY_SECONDS = 60;

export interface SentOtp extends OtpSent {
  phone: string;
}

export type OtpRequestResult = { ok: true; otp: SentOtp } | { ok: false; error: QueryError };

/**
 * Asks the server for an SMS code and keeps its reference and the time a new one may be asked for: 60 s
 * after a send, or what the server says to wait when it refuses with 6005.
 */
export function useOtp(purpose: OtpPurpose) {
  const [requestOtp, { isLoading }] = useRequestOtpMutation();
  const [sent, setSent] = useState<SentOtp | null>(null);
  const [retryAt, setRetryAt] = useState<Date | null>(null);

  const request = useCallback(
    async (phone: string): Promise<OtpRequestResult> => {
      try {
        const answer = await requestOtp({ phone, purpose }).unwrap();
        const otp = { ...answer, phone };
        setSent(otp);
        setRetryAt(new Date(Date.now() + Math.max(OTP_RETRY_SECONDS, Number(answer.resend_in) || 0) * 1000));
        return { ok: true, otp };
      } catch (caught) {
        const error = asQueryError(caught);
        const wait = error.code === ResponseCode.otpTooMany ? waitSeconds(error) : undefined;
        if (wait) setRetryAt(new Date(Date.now() + wait * 1000));
        return { ok: false, error };
      }
    },
    [purpose, requestOtp],
  );

  /** A different phone number starts afresh (the server's wait is per phone). */
  const reset = useCallback(() => {
    setSent(null);
    setRetryAt(null);
  }, []);

  return { request, sent, retryAt, requesting: isLoading, reset };
}
