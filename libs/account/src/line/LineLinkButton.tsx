import { useCodeMessage } from '@lobby/api-client';
import { useSingleFlight } from '@lobby/forms';
import { lineLinkChecked, useSessionState } from '@lobby/auth-guards';
import { useTranslation } from '@lobby/i18n';
import { Button, Icon, useToast, type ButtonStyleProps } from '@lobby/ui-kit';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLineCheckQuery } from '../accountApi';
import { useLineAuthorize } from './useLineAuthorize';

export interface LineLinkButtonProps extends ButtonStyleProps {
  className?: string;
}

/**
 * "Link LINE" when the member's LINE is not linked, "Change LINE" when it is (spec §2 sidebar, profile).
 * Checks /line/api/check?username and stores the answer (lineLinkChecked); a click asks
 * /line/api/authorize for the consent link (action link or change) and leaves for it.
 * Renders nothing for a visitor.
 */
export function LineLinkButton({ variant = 'secondary', size, block, className }: LineLinkButtonProps) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const toast = useToast();
  const codeMessage = useCodeMessage();
  const once = useSingleFlight();
  const { username, isLineLogin } = useSessionState();
  const { data: linked } = useLineCheckQuery(username ?? '', { skip: !username });
  const { start, busy } = useLineAuthorize();

  useEffect(() => {
    if (linked !== undefined) dispatch(lineLinkChecked(linked));
  }, [dispatch, linked]);

  if (!username) return null;

  const onClick = () =>
    void once(async () => {
      const error = await start(username, isLineLogin ? 'change' : 'link');
      if (error) toast.show(codeMessage(error, 'line'), { tone: 'error' });
    });

  return (
    <Button
      variant={variant}
      size={size}
      block={block}
      className={className}
      loading={busy}
      startIcon={<Icon name="line" size={20} />}
      onClick={onClick}
      data-linked={isLineLogin}
      data-testid="line-link-button"
    >
      {isLineLogin ? t('line.change') : t('line.link')}
    </Button>
  );
}
