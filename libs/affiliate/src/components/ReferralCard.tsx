import { useTranslation } from '@lobby/i18n';
import { FormAlert } from '@lobby/forms';
import { Button, CopyButton, copyText, Icon, Skeleton, useToast } from '@lobby/ui-kit';
import { useEffect, useId, useState } from 'react';
import * as css from './affiliate.css';

export interface ReferralCardProps {
  /** The member's affiliate code; null when the account has none. */
  code: string | null;
  /** The link friends register through (affiliateLink). */
  link: string;
  /** For the shared text. */
  siteName: string;
}

/** Side of the link's QR in CSS pixels (drawn at twice that for sharp screens). */
const QR_PX = 168;

/** The member's affiliate link and code, each with copy; share (the device's sheet, else copy) and a QR of the link. */
export function ReferralCard({ code, link, siteName }: ReferralCardProps) {
  const { t } = useTranslation('affiliate');
  const toast = useToast();
  const titleId = useId();
  if (!code) {
    return (
      <section className={css.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={css.cardTitle}>
          {t('link.title')}
        </h2>
        <FormAlert>{t('link.noCode')}</FormAlert>
      </section>
    );
  }
  const share = async () => {
    const data = { title: siteName, text: t('link.shareText', { site: siteName }), url: link };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The member closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    // No share sheet (most desktops): the link goes to the clipboard instead.
    if (await copyText(link)) toast.show(t('link.copiedLink'), { tone: 'success' });
  };
  return (
    <section className={css.card} aria-labelledby={titleId} data-testid="referral-card">
      <h2 id={titleId} className={css.cardTitle}>
        {t('link.title')}
      </h2>
      <p className={css.muted}>{t('link.hint')}</p>
      <div className={css.linkBox}>
        <div className={css.list}>
          <span className={css.muted}>{t('link.linkLabel')}</span>
          <p className={css.linkText} data-testid="affiliate-link">
            {link}
          </p>
          <div className={css.actions}>
            <CopyButton
              value={link}
              label={t('link.copyLink')}
              copiedLabel={t('link.copied')}
              onCopied={() => toast.show(t('link.copiedLink'), { tone: 'success' })}
              data-testid="copy-link"
            />
            <Button
              size="sm"
              variant="secondary"
              startIcon={<Icon name="link" size={16} />}
              onClick={() => void share()}
              data-testid="share-link"
            >
              {t('link.share')}
            </Button>
          </div>
          <span className={css.muted}>{t('link.codeLabel')}</span>
          <div className={css.row}>
            <strong className={css.figure} data-testid="affiliate-code">
              {code}
            </strong>
            <CopyButton
              value={code}
              label={t('link.copyCode')}
              copiedLabel={t('link.copied')}
              onCopied={() => toast.show(t('link.copiedCode'), { tone: 'success' })}
              data-testid="copy-code"
            />
          </div>
        </div>
        <LinkQr link={link} alt={t('link.qrAlt')} />
      </div>
    </section>
  );
}

/** The link as a QR, drawn in the browser (the QR library loads with this card only). */
function LinkQr({ link, alt }: { link: string; alt: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setImage(null);
    void import('qrcode')
      .then((QRCode) => QRCode.toDataURL(link, { errorCorrectionLevel: 'M', width: QR_PX * 2, margin: 2 }))
      .then((url) => live && setImage(url))
      .catch(() => live && setImage(null));
    return () => {
      live = false;
    };
  }, [link]);
  return image ? (
    <img src={image} alt={alt} width={QR_PX} height={QR_PX} className={css.qr} data-testid="affiliate-qr" />
  ) : (
    <Skeleton shape="rect" width={`${QR_PX}px`} />
  );
}
