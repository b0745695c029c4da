import { useTranslation } from '@lobby/i18n';
import { Button, useCountdown } from '@lobby/ui-kit';

/** "Send a new code", disabled with a mm:ss countdown until the retry wait is over. */
export function ResendOtpButton({
  retryAt,
  loading,
  onResend,
  label,
}: {
  retryAt: Date | null;
  loading: boolean;
  onResend: () => void;
  label?: string;
}) {
  const { t } = useTranslation('forms');
  const { done, text } = useCountdown(retryAt ?? 0);
  const waiting = retryAt !== null && !done;
  return (
    <Button variant="ghost" block loading={loading} disabled={waiting} onClick={onResend} data-testid="otp-resend">
      {waiting ? t('otp.resendIn', { time: text }) : (label ?? t('otp.resend'))}
    </Button>
  );
}
