import type { Channel } from '@lobby/contract';
import { formatBaht, formatThousands, useMoney, useTranslation } from '@lobby/i18n';
import { Button, CopyButton, TextField, useToast } from '@lobby/ui-kit';
import { useState, type FormEvent } from 'react';
import { useTapGuard } from '../deposit/useTapGuard';
import * as panel from '../panel/panel.css';
import { bahtForUsdt, checkUsdtAmount, formatUsdtInput, microUsdtOf } from '../rules/usdtAmount';
import { AddressQr } from './AddressQr';
import * as css from './UsdtTab.css';

/** Spec §9: the address shown as its first 8 and last 8 characters. */
export const shortAddress = (address: string) =>
  address.length > 19 ? `${address.slice(0, 8)}…${address.slice(-8)}` : address;

/** What became of "I have transferred": noted (the field clears), or not, with the refusal when the server said one. */
export type AnnounceOutcome = { noted: true } | { noted: false; refusal?: string };

export interface UsdtDetailsProps {
  channel: Channel;
  busy?: boolean;
  /** The USDT amount as typed (up to 6 decimals), already checked against the channel's limits in baht. */
  onAnnounce: (usdt: string) => Promise<AnnounceOutcome>;
}

/**
 * One USDT channel (spec §2, §3, §9): the wallet address as a 200 px QR with high error correction and as text
 * (first 8 … last 8) with copy, the network and chain icons, the rate (1 USDT = rate baht), and "I have transferred"
 * with the USDT amount. A second tap while the notice is on its way, or within 2 s of it, does nothing.
 */
export function UsdtDetails({ channel, busy = false, onAnnounce }: UsdtDetailsProps) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const toast = useToast();
  const guard = useTapGuard();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const address = channel.address ?? '';
  const rate = channel.exchange ?? 0;
  const network = channel.network ?? channel.provider;
  const micro = microUsdtOf(text);
  const limits = { min: formatThousands(channel.min_deposit), max: formatThousands(channel.max_deposit) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (guard.holds()) return;
    const key = checkUsdtAmount(text, rate, channel.min_deposit, channel.max_deposit);
    if (key) return setError(t(`usdt.errors.${key}`, limits));
    await guard.run(async () => {
      setError(undefined);
      const outcome = await onAnnounce(text);
      if (outcome.noted) setText('');
      else if (outcome.refusal) setError(outcome.refusal);
    });
  };

  return (
    <>
      <div className={css.head}>
        {channel.img && <img src={channel.img} alt="" width={32} height={32} />}
        {channel.img_network && <img src={channel.img_network} alt="" width={32} height={32} />}
        <span>
          <strong>{t('usdt.title')}</strong>
          <span className={css.network} data-testid="usdt-network">
            {t('usdt.network')}: {network}
          </span>
        </span>
      </div>
      <div className={css.qrBox}>
        <AddressQr address={address} alt={t('usdt.qrAlt')} />
      </div>
      <div className={panel.card}>
        <div className={panel.row}>
          <span>{t('usdt.address')}</span>
          <span className={panel.figure} data-testid="usdt-address" title={address}>
            {shortAddress(address)}
          </span>
        </div>
        <CopyButton
          value={address}
          label={t('panel.copy')}
          copiedLabel={t('panel.copied')}
          onCopied={() => toast.show(t('panel.copiedToast', { what: t('usdt.addressWhat') }))}
          block
        />
        <p className={panel.figure} data-testid="usdt-rate">
          {t('usdt.rate', { rate: formatBaht(rate) })}
        </p>
        <p className={panel.muted}>{t('deposit.limits', limits)}</p>
      </div>
      <p className={css.warning} role="note">
        {t('usdt.onlyNetwork', { network })}
      </p>
      <form className={panel.step} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('usdt.amountLabel')}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          suffix="USDT"
          hint={micro ? t('usdt.estimate', { amount: money(bahtForUsdt(micro, rate)) }) : undefined}
          error={error}
          onChange={(event) => {
            setText(formatUsdtInput(event.target.value));
            setError(undefined);
          }}
          data-testid="usdt-amount"
        />
        <Button type="submit" block size="lg" loading={busy} data-testid="usdt-done">
          {t('transfer.done')}
        </Button>
      </form>
    </>
  );
}
