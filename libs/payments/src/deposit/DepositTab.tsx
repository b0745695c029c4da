import { useCodeMessage, type QueryError } from '@lobby/api-client';
import { useProfileQuery, useSessionState } from '@lobby/auth-guards';
import { bankName, maskBankNumber } from '@lobby/contract';
import { useLocale, useTranslation } from '@lobby/i18n';
import { Button, Icon, Spinner, useToast } from '@lobby/ui-kit';
import { useDevice } from '@lobby/util';
import { useCallback, useRef, useState } from 'react';
import { usePanelStep } from '../panel/panelHistory';
import * as panel from '../panel/panel.css';
import {
  useAnnounceTransferMutation,
  useRequestQrMutation,
  useWithdrawStateQuery,
  type DepositQr,
} from '../paymentsApi';
import { AmountEntry } from './AmountEntry';
import { ChannelChooser } from './ChannelChooser';
import { ChannelPicker } from './ChannelPicker';
import { DepositResultDialog, type DepositResult } from './DepositResultDialog';
import { channelForAmount, depositMethods, isQrMethod, type DepositMethodType } from './methods';
import { qrFileName } from './qrFile';
import { QrStep } from './QrStep';
import { TransferDetails } from './TransferDetails';
import { useDepositPoll, type DepositOutcome } from './useDepositPoll';
import { useTapGuard } from './useTapGuard';

/** What the member chose so far; the step itself lives in the address (usePanelStep). */
interface Flow {
  method?: DepositMethodType;
  channelId?: number;
  qr?: DepositQr;
}

/**
 * The deposit tab (spec §4): channels → (QR or wallet) amount → QR with countdown and a 2 s poll; bank transfer shows
 * the account to pay into. With one method only the channel list is skipped and there is no back button.
 */
export function DepositTab() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const device = useDevice();
  const toast = useToast();
  const codeMessage = useCodeMessage();
  const { username } = useSessionState();
  const profile = useProfileQuery();
  // Spec §4: the QR's cancel button is there only while the withdraw flag is true (withdrawing allowed).
  const withdrawAllowed = useWithdrawStateQuery().data?.withdraw === true;
  const [requestQr, qrRequest] = useRequestQrMutation();
  const [announce, announcement] = useAnnounceTransferMutation();
  const { step, go, rewind } = usePanelStep();
  const [flow, setFlow] = useState<Flow>({});
  const [pickerOpen, setPickerOpen] = useState(false);
  const [result, setResult] = useState<DepositResult | null>(null);
  // Spec §5: a second tap within 2 s (of the tap, or of its answer) or while the call runs sends nothing.
  const qrGuard = useTapGuard();
  const transferGuard = useTapGuard();
  const transferKey = useRef<{ body: string; key: string } | null>(null);

  const methods = profile.data ? depositMethods(profile.data) : [];
  const single = methods.length === 1;
  const firstStep = single ? 1 : 0;
  const method = methods.find((m) => m.type === (flow.method ?? (single ? methods[0]!.type : undefined)));
  const channel =
    method?.channels.find((c) => c.id === flow.channelId) ??
    (method?.type === 'tranfer-online' ? method.channels[0] : undefined);
  const qr = method && isQrMethod(method.type) ? flow.qr : undefined;
  const reachable = !method ? 0 : qr ? 2 : 1;
  const shown = Math.max(firstStep, Math.min(step, reachable));

  const restart = useCallback(() => {
    setFlow((current) => ({ method: current.method }));
    rewind(firstStep);
  }, [rewind, firstStep]);

  const onOutcome = useCallback(
    (outcome: DepositOutcome) => {
      // Spec §4: every outcome ends the QR; success returns to channel choice, a time-out to the deposit start.
      setResult(outcome);
      restart();
    },
    [restart],
  );
  const { trouble } = useDepositPoll(shown === 2 ? qr : undefined, onOutcome);

  if (profile.isLoading) return <Spinner label={t('panel.loading')} />;
  if (!profile.data) {
    return (
      <div className={panel.step}>
        <p role="alert">{t('panel.profileMissing')}</p>
        <Button variant="ghost" onClick={() => void profile.refetch()}>
          {t('panel.retry')}
        </Button>
      </div>
    );
  }
  if (methods.length === 0) return <p role="alert">{t('deposit.noChannels')}</p>;

  const { user } = profile.data;
  const transferChannels = methods.find((m) => m.type === 'tranfer-online')?.channels;
  const ownAccount = user.bank_no
    ? t('deposit.fromOwnAccount', {
        bank: bankName(user.bank_id, locale, user.bank),
        // Non-breaking hyphens: the number never splits across lines.
        number: maskBankNumber(user.bank_no).replace(/-/g, '\u2011'),
      })
    : undefined;

  const choose = (type: DepositMethodType) => {
    const chosen = methods.find((m) => m.type === type)!;
    if (type === 'tranfer-online' && chosen.channels.length > 1) return setPickerOpen(true);
    setFlow({ method: type, channelId: chosen.channels[0]!.id });
    go(1);
  };

  const askForQr = (amount: number) =>
    qrGuard.run(async () => {
      if (!method) return;
      const target = channelForAmount(method, amount) ?? method.channels[0]!;
      const answer = await requestQr({ id: target.id, amount });
      if (answer.data) {
        setFlow({ method: method.type, channelId: target.id, qr: answer.data });
        go(2);
        return;
      }
      const error = answer.error as QueryError;
      // A lost connection already shows the site's outage screen (the typed amount stays underneath).
      if (error.kind === 'network' || error.kind === 'session') return;
      // The message names the support code itself (CODE …, spec §8).
      setResult({ kind: 'error', message: codeMessage(error, 'deposit') });
    });

  const announceTransfer = (amount: number) =>
    transferGuard.run(async () => {
      if (!channel) return;
      // One key per attempt: tapping again after a lost answer repeats the same notice instead of adding one.
      const body = `${channel.id}:${amount}`;
      if (transferKey.current?.body !== body) transferKey.current = { body, key: crypto.randomUUID() };
      const answer = await announce({
        id: channel.id,
        amount: String(amount),
        idempotencyKey: transferKey.current.key,
      });
      if (answer.data) {
        transferKey.current = null;
        toast.show(t('transfer.noted'), { tone: 'success' });
        restart();
      } else if ((answer.error as QueryError).kind === 'code') {
        toast.show(codeMessage(answer.error as QueryError, 'deposit'), { tone: 'error' });
      }
    });

  const back = shown > firstStep && (
    <div className={panel.backRow}>
      <Button type="button" variant="ghost" size="sm" onClick={() => rewind(shown - 1)} data-testid="deposit-back">
        <Icon name="back" size={18} /> {t('panel.back')}
      </Button>
    </div>
  );

  return (
    <div className={panel.step} data-testid="deposit-tab" data-step={shown}>
      {back}
      {shown === 0 && <ChannelChooser methods={methods} onChoose={choose} />}
      {shown === 1 && method && isQrMethod(method.type) && (
        <AmountEntry
          key={method.type}
          min={method.min}
          max={method.max}
          layout={device === 'mobile' ? 'mobile' : 'desktop'}
          busy={qrRequest.isLoading}
          heading={<h3 className={panel.stepTitle}>{t(`deposit.method.${method.type}`)}</h3>}
          onSubmit={(amount) => void askForQr(amount)}
        />
      )}
      {shown === 1 && method?.type === 'tranfer-online' && channel && (
        <TransferDetails
          channel={channel}
          ownAccount={ownAccount}
          busy={announcement.isLoading}
          onChangeAccount={method.channels.length > 1 ? () => setPickerOpen(true) : undefined}
          onAnnounce={(amount) => void announceTransfer(amount)}
        />
      )}
      {shown === 2 && qr && method && (
        <QrStep
          image={qr.result.qrCode}
          amount={qr.result.payAmount}
          expiredDate={qr.result.expiredDate}
          reference={qr.result.merchantRef}
          fileName={qrFileName(username ?? '', method.type, qr.result.payAmount, qr.result.expiredDate)}
          ownAccount={ownAccount}
          trouble={trouble}
          onCancel={withdrawAllowed ? restart : undefined}
        />
      )}
      {transferChannels && (
        <ChannelPicker
          open={pickerOpen}
          channels={transferChannels}
          selectedId={flow.method === 'tranfer-online' ? flow.channelId : undefined}
          onClose={() => setPickerOpen(false)}
          onPick={(picked) => {
            setPickerOpen(false);
            setFlow({ method: 'tranfer-online', channelId: picked.id });
            if (shown === 0) go(1);
          }}
        />
      )}
      <DepositResultDialog result={result} onClose={() => setResult(null)} />
    </div>
  );
}
