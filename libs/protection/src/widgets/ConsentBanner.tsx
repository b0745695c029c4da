import { useTranslation } from '@lobby/i18n';
import { Button, Dialog } from '@lobby/ui-kit';
import type { ConsentPurpose } from '@lobby/util';
import { useState } from 'react';
import { Link } from 'react-router';
import * as css from '../shared/page.css';
import * as banner from './ConsentBanner.css';

export interface ConsentBannerProps {
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onManage: () => void;
  /** The brand's privacy policy, where it publishes one. */
  policyHref?: string;
}

/**
 * The first-visit consent banner (PDPA): what is necessary and what is optional, with three equal choices — accept
 * all, reject all, or choose per purpose. It holds the bottom of the screen (never the page) until the visitor chooses;
 * nothing optional loads before.
 */
export function ConsentBanner({ onAcceptAll, onRejectAll, onManage, policyHref }: ConsentBannerProps) {
  const { t } = useTranslation('protection');
  return (
    <section className={banner.banner} aria-labelledby="consent-title" data-testid="consent-banner">
      <div className={banner.text}>
        <h2 id="consent-title" className={css.cardTitle}>
          {t('consent.title')}
        </h2>
        <p className={css.note}>
          {t('consent.body')}{' '}
          {policyHref && (
            <Link to={policyHref} className={css.link}>
              {t('consent.policy')}
            </Link>
          )}
        </p>
      </div>
      <div className={banner.buttons}>
        <Button variant="ghost" onClick={onManage} data-testid="consent-manage">
          {t('consent.manage')}
        </Button>
        <Button variant="secondary" onClick={onRejectAll} data-testid="consent-reject">
          {t('consent.rejectAll')}
        </Button>
        <Button onClick={onAcceptAll} data-testid="consent-accept">
          {t('consent.acceptAll')}
        </Button>
      </div>
    </section>
  );
}

export interface ConsentSettingsProps {
  open: boolean;
  /** What is allowed now (all off before a first choice). */
  initial: Record<ConsentPurpose, boolean>;
  onSave: (purposes: Record<ConsentPurpose, boolean>) => void;
  onClose: () => void;
}

/** Per-purpose choices: the necessary ones shown as always on, each optional one a labelled switch. */
export function ConsentSettings({ open, initial, onSave, onClose }: ConsentSettingsProps) {
  const { t } = useTranslation('protection');
  const [purposes, setPurposes] = useState(initial);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPurposes(initial);
  }
  const option = (purpose: ConsentPurpose, label: string, body: string) => (
    <label className={banner.purpose}>
      <input
        type="checkbox"
        role="switch"
        checked={purposes[purpose]}
        onChange={(event) => setPurposes((p) => ({ ...p, [purpose]: event.target.checked }))}
        data-testid={`consent-${purpose}`}
      />
      <span className={banner.purposeText}>
        <strong>{label}</strong>
        <span className={css.note}>{body}</span>
      </span>
    </label>
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeLabel={t('consent.close')}
      title={t('consent.manageTitle')}
      footer={
        <div className={css.actions}>
          <Button variant="ghost" onClick={onClose}>
            {t('consent.cancel')}
          </Button>
          <Button onClick={() => onSave(purposes)} data-testid="consent-save">
            {t('consent.save')}
          </Button>
        </div>
      }
    >
      <div className={css.header}>
        <p className={css.note}>{t('consent.manageIntro')}</p>
        <label className={banner.purpose}>
          <input type="checkbox" role="switch" checked disabled aria-describedby="consent-necessary" />
          <span className={banner.purposeText}>
            <strong>
              {t('consent.necessary')} · {t('consent.alwaysOn')}
            </strong>
            <span id="consent-necessary" className={css.note}>
              {t('consent.necessaryBody')}
            </span>
          </span>
        </label>
        {option('chat', t('consent.chat'), t('consent.chatBody'))}
        {option('analytics', t('consent.analytics'), t('consent.analyticsBody'))}
      </div>
    </Dialog>
  );
}
