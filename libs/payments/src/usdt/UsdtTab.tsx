import type { QueryError } from '@lobby/api-client';
import { useCodeMessage } from '@lobby/api-client';
import { useProfileQuery } from '@lobby/auth-guards';
import type { Channel } from '@lobby/contract';
import { useTranslation } from '@lobby/i18n';
import { Button, Spinner, useToast } from '@lobby/ui-kit';
import { useRef, useState } from 'react';
import * as panel from '../panel/panel.css';
import { useAnnounceTransferMutation } from '../paymentsApi';
import { UsdtDetails, type AnnounceOutcome } from './UsdtDetails';
import * as css from './UsdtTab.css';

/**
 * The USDT deposit tab (spec §2, §3): the chosen channel's details (UsdtDetails) and its "I have transferred" call.
 * With several channels the member picks the network; a single channel is picked at once.
 */
export function UsdtTab() {
  const { t } = useTranslation('payments');
  const profile = useProfileQuery();
  const channels = profile.data?.usdt ?? [];
  const [chosenId, setChosenId] = useState<number | undefined>();
  const channel = channels.find((c) => c.id === chosenId) ?? (channels.length === 1 ? channels[0] : undefined);

  if (profile.isLoading) return <Spinner label={t('panel.loading')} />;
  if (channels.length === 0) return <p role="alert">{t('usdt.none')}</p>;
  return (
    <div className={panel.step} data-testid="usdt-tab">
      {channels.length > 1 && (
        <div role="group" aria-label={t('usdt.network')} className={css.networks}>
          {channels.map((c) => (
            <Button
              key={c.id}
              type="button"
              size="sm"
              variant={c.id === channel?.id ? 'secondary' : 'ghost'}
              aria-pressed={c.id === channel?.id}
              onClick={() => setChosenId(c.id)}
            >
              {c.network ?? c.provider}
            </Button>
          ))}
        </div>
      )}
      {channel && <UsdtChannel key={channel.id} channel={channel} />}
    </div>
  );
}

function UsdtChannel({ channel }: { channel: Channel }) {
  const { t } = useTranslation('payments');
  const toast = useToast();
  const codeMessage = useCodeMessage();
  const [announce, announcement] = useAnnounceTransferMutation();
  // One key per attempt: tapping again after a lost answer repeats the same notice instead of adding one.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const onAnnounce = async (usdt: string): Promise<AnnounceOutcome> => {
    const body = `${channel.id}:${usdt}`;
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    const answer = await announce({ id: channel.id, amount: usdt, idempotencyKey: attempt.current.key });
    if (answer.data) {
      attempt.current = null;
      toast.show(t('transfer.noted'), { tone: 'success' });
      return { noted: true };
    }
    const error = answer.error as QueryError;
    return error.kind === 'code' ? { noted: false, refusal: codeMessage(error, 'deposit') } : { noted: false };
  };

  return <UsdtDetails channel={channel} busy={announcement.isLoading} onAnnounce={onAnnounce} />;
}
