import { useMemo, useRef, type MouseEvent } from 'react';
import { useTranslation } from '@lobby/i18n';
import { Button, ButtonLink, Dialog, Icon, type IconName, type OverlayDismissal } from '@lobby/ui-kit';
import { closable, type Notice } from '../rules/noticeRules';
import { sanitizeNoticeHtml } from '../sanitize/sanitizeNoticeHtml';
import * as css from './NoticeModal.css';

export interface NoticeModalProps {
  notice: Notice;
  /** 1-based place in the queue and its length ("announcement 1 of 3"). */
  index: number;
  count: number;
  /** OK, ✕, Esc or the backdrop (the last three only where the notice may be closed): seen for 2 hours. */
  onDismiss: () => void;
  /** A link to a page of this site (the notice's own or one in its text): the host dismisses and navigates. */
  onOpenPage: (path: string) => void;
}

const typeIcons: Record<string, IconName> = {
  bank: 'wallet',
  promotion: 'gift',
  game: 'slot',
  maintenance: 'warning',
  other: 'bell',
};

/** A page of this site, as a path (with query and hash), or null for a link elsewhere or one that is not http(s). */
function sitePath(href: string): string | null {
  try {
    const url = new URL(href, window.location.href);
    if (!/^https?:$/.test(url.protocol) || url.origin !== window.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

const isWebLink = (href: string) => /^(https?:\/\/|\/(?!\/))/i.test(href);

/**
 * The announcement modal of spec §2: title, optional picture, the operator's HTML (sanitised) and a button. Bank
 * notices and the forced deposit-account notice have no ✕ and ignore Esc and the backdrop: they are confirmed with
 * their button (spec §4).
 */
export function NoticeModal({ notice, index, count, onDismiss, onOpenPage }: NoticeModalProps) {
  const { t } = useTranslation('notices');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const html = useMemo(() => (notice.forceUpgate ? '' : sanitizeNoticeHtml(notice.content)), [notice]);
  const title = notice.forceUpgate ? t('upgrade.title') : notice.title;
  const type = notice.type in typeIcons ? notice.type : 'other';
  const link = notice.link && isWebLink(notice.link) ? notice.link : null;
  const linkPath = link ? sitePath(link) : null;
  const canClose = closable(notice);
  const dismissal: OverlayDismissal = canClose ? { onClose: onDismiss, closeLabel: t('modal.close') } : {};

  // Links in the operator's text to pages of this site stay in the app (and close the notice); others open a tab.
  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a[href]');
    const path = anchor && sitePath(anchor.getAttribute('href')!);
    if (!path || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    onOpenPage(path);
  };

  const footer = (
    <>
      {link && (
        <ButtonLink
          variant="secondary"
          href={link}
          data-testid="notice-link"
          {...(linkPath ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          onClick={(event) => {
            if (!linkPath) return onDismiss();
            event.preventDefault();
            onOpenPage(linkPath);
          }}
        >
          {t('modal.open')}
        </ButtonLink>
      )}
      <Button ref={confirmRef} onClick={onDismiss} data-testid="notice-ok">
        {notice.forceUpgate ? t('upgrade.confirm') : t('modal.ok')}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      title={title}
      image={notice.imageUrl ? <img src={notice.imageUrl} alt={title} className={css.image} /> : undefined}
      footer={footer}
      initialFocusRef={confirmRef}
      {...dismissal}
    >
      <div className={css.meta}>
        <span className={css.tag} data-testid="notice-type">
          <Icon name={typeIcons[type]!} size={16} /> {t(`modal.type.${type}`)}
        </span>
        {count > 1 && <span className={css.position}>{t('modal.position', { index, count })}</span>}
      </div>
      {notice.gameName && <p className={css.game}>{t('modal.game', { name: notice.gameName })}</p>}
      {notice.forceUpgate ? (
        <p className={css.content}>{t('upgrade.body')}</p>
      ) : (
        // Sanitised above (sanitizeNoticeHtml): nothing in it can run, submit, frame or style.
        <div
          className={css.content}
          data-testid="notice-content"
          onClick={onContentClick}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      {!canClose && <p className={css.hint}>{t('modal.mustConfirm')}</p>}
    </Dialog>
  );
}
