import { formatThousands, useTranslation } from '@lobby/i18n';
import { Icon } from '@lobby/ui-kit';
import { useId } from 'react';
import type { DepositMethod, DepositMethodType } from './methods';
import * as panel from '../panel/panel.css';
import * as css from './ChannelChooser.css';

export interface ChannelChooserProps {
  methods: readonly DepositMethod[];
  onChoose: (type: DepositMethodType) => void;
}

/** The payment-type chooser of spec §2: each method with its min / max and a bonus ribbon where it has one. */
export function ChannelChooser({ methods, onChoose }: ChannelChooserProps) {
  const { t } = useTranslation('payments');
  const titleId = useId();
  return (
    <section className={panel.step} aria-labelledby={titleId}>
      <h3 id={titleId} className={panel.stepTitle}>
        {t('deposit.choose')}
      </h3>
      <p className={panel.muted}>{t('deposit.chooseHint')}</p>
      <ul className={css.list}>
        {methods.map((method) => (
          <li key={method.type}>
            <button
              type="button"
              className={css.method}
              data-testid={`deposit-method-${method.type}`}
              onClick={() => onChoose(method.type)}
            >
              {method.bonus?.top && <span className={css.ribbon}>{t('deposit.bonus')}</span>}
              {method.img ? <img src={method.img} alt="" className={css.art} width={44} height={44} /> : null}
              <span className={css.text}>
                <strong className={css.name}>{t(`deposit.method.${method.type}`)}</strong>
                <span className={css.limits}>
                  {t('deposit.limits', { min: formatThousands(method.min), max: formatThousands(method.max) })}
                </span>
                {method.bonus && (
                  <span className={css.bonus}>
                    <Icon name="gift" size={14} /> {method.bonus.text}
                  </span>
                )}
              </span>
              <Icon name="chevronRight" size={20} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
