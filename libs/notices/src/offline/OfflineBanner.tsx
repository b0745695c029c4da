import { useEffect, useRef } from 'react';
import { useTranslation } from '@lobby/i18n';
import { Icon, useToast } from '@lobby/ui-kit';
import { useOnline } from '@lobby/util';
import * as css from './OfflineBanner.css';

/**
 * While the browser has no network: a banner says so and that the page catches up by itself (polls pause meanwhile,
 * see useOnline). When the network is back the banner goes and a toast says so; the shell refetches the data.
 */
export function OfflineBanner() {
  const { t } = useTranslation('notices');
  const online = useOnline();
  const toast = useToast();
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      toast.show(t('offline.back'), { tone: 'success' });
    }
  }, [online, toast, t]);

  if (online) return null;
  return <OfflineNotice />;
}

/** The banner itself (its story shows it without taking the network away). */
export function OfflineNotice() {
  const { t } = useTranslation('notices');
  return (
    <div className={css.banner} role="alert" data-testid="offline-banner">
      <Icon name="offline" size={20} className={css.icon} />
      <p className={css.text}>
        <strong className={css.title}>{t('offline.title')}</strong> {t('offline.body')}
      </p>
    </div>
  );
}
