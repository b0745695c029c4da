import type { Channel } from '@lobby/contract';
import { BankBadge } from '@lobby/forms';
import { formatThousands, useTranslation } from '@lobby/i18n';
import { BottomSheet, Button, visuallyHidden } from '@lobby/ui-kit';
import { useId, useState } from 'react';
import * as css from './ChannelPicker.css';

export interface ChannelPickerProps {
  open: boolean;
  channels: readonly Channel[];
  /** The previous choice, pre-checked (spec §4). */
  selectedId?: number;
  onPick: (channel: Channel) => void;
  onClose: () => void;
}

/**
 * The bottom sheet "choose deposit channel" of spec §2 / §4: slides up with the previous choice checked. Each opening
 * starts from that choice (the first channel when there is none): a radio touched and then left without "use this
 * channel" is not a choice.
 */
export function ChannelPicker({ open, ...sheet }: ChannelPickerProps) {
  return open ? <OpenPicker {...sheet} /> : null;
}

function OpenPicker({ channels, selectedId, onPick, onClose }: Omit<ChannelPickerProps, 'open'>) {
  const { t } = useTranslation('payments');
  const name = useId();
  const [checked, setChecked] = useState(channels.some((c) => c.id === selectedId) ? selectedId : channels[0]?.id);
  const chosen = channels.find((c) => c.id === checked);
  return (
    <BottomSheet
      open
      title={t('deposit.pickerTitle')}
      onClose={onClose}
      closeLabel={t('panel.close')}
      footer={
        <Button block disabled={!chosen} onClick={() => chosen && onPick(chosen)} data-testid="deposit-picker-choose">
          {t('deposit.pickerChoose')}
        </Button>
      }
    >
      <fieldset className={css.list}>
        <legend className={visuallyHidden}>{t('deposit.pickerTitle')}</legend>
        {channels.map((channel) => (
          <label key={channel.id} className={css.option}>
            <input
              type="radio"
              name={name}
              value={channel.id}
              checked={checked === channel.id}
              onChange={() => setChecked(channel.id)}
              className={css.radio}
            />
            <BankBadge bankId={channel.bank_id} />
            <span className={css.text}>
              <strong>{channel.provider}</strong>
              <span className={css.muted}>
                {channel.acc_name}
                {' · '}
                {t('deposit.limits', {
                  min: formatThousands(channel.min_deposit),
                  max: formatThousands(channel.max_deposit),
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </BottomSheet>
  );
}
