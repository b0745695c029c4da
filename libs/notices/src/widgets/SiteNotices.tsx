import { useEffect } from 'react';
import { apiBaseUrl } from '@lobby/api-client';
import { liveChatScript, useBrand } from '@lobby/brand';
import { useConsent } from '@lobby/util';
import { startLiveChat } from '../chat/liveChat';
import { NoticeHost, type NoticeHostProps } from '../host/NoticeHost';
import { OfflineBanner } from '../offline/OfflineBanner';

export type SiteNoticesProps = NoticeHostProps;

/**
 * What the shell mounts once the page is interactive: the offline banner, the brand's live chat loader (once the
 * visitor consented to it) and the members' announcements.
 */
export function SiteNotices(props: SiteNoticesProps) {
  const brand = useBrand();
  // The chat is a third party's script: it loads only once the visitor has allowed it (PDPA consent, issue 15).
  const chatAllowed = useConsent('chat');
  useEffect(() => {
    if (!chatAllowed) return;
    const script = liveChatScript(brand, apiBaseUrl() ?? '');
    if (script) startLiveChat(script);
  }, [brand, chatAllowed]);
  return (
    <>
      <OfflineBanner />
      <NoticeHost {...props} />
    </>
  );
}
