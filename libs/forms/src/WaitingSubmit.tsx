import { useTranslation } from '@lobby/i18n';
import { Button, useCountdown } from '@lobby/ui-kit';
import type { ComponentProps, ReactNode } from 'react';

/**
 * A form's submit button that stays disabled with a mm:ss countdown while the server asks to wait (codes 3000 and
 * 6005 carry `result.wait`), like login's.
 */
export function WaitingSubmit({
  waitUntil,
  loading,
  block = true,
  size = 'lg',
  children,
}: {
  waitUntil?: Date | null;
  loading?: boolean;
  block?: boolean;
  size?: ComponentProps<typeof Button>['size'];
  children: ReactNode;
}) {
  const { t } = useTranslation('forms');
  const { done, text } = useCountdown(waitUntil ?? 0);
  const waiting = Boolean(waitUntil) && !done;
  return (
    <Button type="submit" block={block} size={size} loading={loading} disabled={waiting}>
      {waiting ? t('wait.retryIn', { time: text }) : children}
    </Button>
  );
}
