import { lazy, Suspense, useEffect } from 'react';
import { apiBaseUrl } from '@lobby/api-client';
import { useSessionState } from '@lobby/auth-guards';
import { liveChatScript, useBrand } from '@lobby/brand';
import { useConsent } from '@lobby/util';
import { startLiveChat } from '../chat/liveChat';
import type { NoticeHostProps } from '../host/NoticeHost';
import { OfflineBanner } from '../offline/OfflineBanner';
import { QuietBoundary } from './QuietBoundary';

// Announcements are for members: a visitor's page never loads their calls and the contract's schemas they check
// (issue 14: evaluating those was a long task on a phone).
const NoticeHost = lazy(() => import('../host/NoticeHost').then((m) => ({ default: m.NoticeHost })));

export type SiteNoticesProps = NoticeHostProps;

/**
 * What the shell mounts once the page is interactive: the offline banner, the brand's live chat loader (once the
 * visitor consented to it) and the members' announcements.
 */
export function SiteNotices(props: SiteNoticesProps) {
  const brand = useBrand();
  // The chat is a third party's script: it loads only once the visitor has allowed it (PDPA consent, issue 15).
  const chatAllowed = useConsent('chat');
  const { accessToken, userId } = useSessionState();
  useEffect(() => {
    if (!chatAllowed) return;
    const script = liveChatScript(brand, apiBaseUrl() ?? '');
    if (script) startLiveChat(script);
  }, [brand, chatAllowed]);
  return (
    <>
      <OfflineBanner />
      {accessToken && (
        <QuietBoundary resetKey={userId}>
          <Suspense fallback={null}>
            <NoticeHost {...props} />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
}
