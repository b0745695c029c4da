import { ResponseCode, type QueryError } from '@lobby/api-client';
import type { SentOtp as FormsSentOtp } from '@lobby/forms';
import { useBrand } from '@lobby/brand';
import { useTranslation } from '@lobby/i18n';
import { useToast } from '@lobby/ui-kit';
import { useCallback, useState } from 'react';
import { asQueryError, useRequestOtpMutation, waitSeconds, type OtpPurpose, type OtpSent } from '../accountApi';

/** The SMS OTP may be asked for again only after 1 minute (spec §5, §9; UX brief §4). */
export const OTP_RETRY_SECONDS = 60;

export type SentOtp = OtpSent & FormsSentOtp;

export type OtpRequestResult = { ok: true; otp: SentOtp } | { ok: false; error: QueryError };

/** A code sent earlier in this tab (registration keeps it across a reload): where it went and the resend wait. */
export interface RestoredOtp {
  sent: SentOtp | null;
  retryAt: Date | null;
}

/**
 * Asks the server for an SMS code and keeps its reference and the time a new one may be asked for: 60 s
 * after a send, or what the server says to wait when it refuses with 6005.
 */
export function useOtp(purpose: OtpPurpose, restored?: RestoredOtp) {
  const [requestOtp, { isLoading }] = useRequestOtpMutation();
  const { defaultGroupId } = useBrand();
  const [sent, setSent] = useState<SentOtp | null>(restored?.sent ?? null);
  const [retryAt, setRetryAt] = useState<Date | null>(restored?.retryAt ?? null);

  const request = useCallback(
    async (phone: string): Promise<OtpRequestResult> => {
      try {
        // The brand's group: another brand's member has no account here (forgot answers 6006).
        const answer = await requestOtp({ phone, purpose, groupID: defaultGroupId }).unwrap();
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
    [purpose, requestOtp, defaultGroupId],
  );

  return { request, sent, retryAt, requesting: isLoading };
}

/**
 * "Send a new code" after the page's own request (each page reports a refusal its own way): on success the
 * typed code is cleared, a toast says a new one is on its way and the code field takes focus.
 */
export function useResendOtp(requestOtp: () => Promise<boolean>, clearCode: () => void, focusCode: () => void) {
  const { t } = useTranslation('account');
  const toast = useToast();
  return async () => {
    if (!(await requestOtp())) return;
    clearCode();
    toast.show(t('forms:otp.resent'), { tone: 'success' });
    focusCode();
  };
}
