import type { LiveChatButtonProps } from '@lobby/notices';
import { noticesFeature } from '@lobby/notices/routes';
import { useCurrentRoute } from '../routes/routeHandle';
import { loadFeatureStrings } from '../site/i18n';
import { useSiteClosed } from '../site/useSiteClosed';
import { useLazyWidget } from './lazyWidget';

// The notices code and strings load once the page is interactive, never with the first paint.
const loadSiteNotices = () =>
  Promise.all([noticesFeature.widgets.site(), loadFeatureStrings(noticesFeature)]).then(([widget]) => widget);
const loadChatButton = () =>
  Promise.all([noticesFeature.widgets.chatButton(), loadFeatureStrings(noticesFeature)]).then(([widget]) => widget);

/**
 * The default layout's announcements (spec §2), with the offline banner and the brand's live chat loader; the
 * operator's closed switch turns the announcements off (spec §6).
 */
export function NoticesSlot() {
  const route = useCurrentRoute();
  const siteClosed = useSiteClosed();
  const SiteNotices = useLazyWidget(loadSiteNotices);
  return SiteNotices ? <SiteNotices routeName={route.name} siteClosed={siteClosed} /> : null;
}

/**
 * The live chat's button (footer) or tab (phone tab bar), once the brand's chat has loaded; `fallback` shows until
 * then and if it never does (the tab bar keeps its usual contact link).
 */
export function ChatButtonSlot({ chat, ...props }: LiveChatButtonProps & { chat: boolean }) {
  const ChatButton = useLazyWidget(loadChatButton, chat);
  if (!ChatButton) return <>{props.fallback}</>;
  return <ChatButton {...props} />;
}
