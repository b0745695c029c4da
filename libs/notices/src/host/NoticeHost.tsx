import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import type { RootState } from '@lobby/api-client';
import { cookieNames, useProfileQuery, useSessionState, AUTH_DAYS } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';
import { splitLocale, useLocalizedPath } from '@lobby/i18n';
import { readCookie, useConsentChoice, useOnline, writeCookie } from '@lobby/util';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fetchNotices, noticesApi } from '../data/noticesApi';
import { noticeDismissed, noticesQueued, selectNotify, upgradeChecked } from '../data/notifySlice';
import {
  dismissedAt,
  fetchStarted,
  noticesDue,
  QUIET_ROUTES,
  readAlert,
  shouldFetch,
  upgradeNotice,
  type AlertCookie,
  type Notice,
} from '../rules/noticeRules';
import { QuietBoundary } from '../widgets/QuietBoundary';

// The modal (and the sanitiser with it) loads only when there is a notice to show.
const NoticeModal = lazy(() => import('../modal/NoticeModal').then((m) => ({ default: m.NoticeModal })));

const readAlertCookie = (userId: string) => readAlert(readCookie(cookieNames.alert), userId);
const writeAlertCookie = (alert: AlertCookie) =>
  writeCookie(cookieNames.alert, JSON.stringify(alert), { days: AUTH_DAYS });

export interface NoticeHostProps {
  /** The spec route name of the page on screen. */
  routeName: string;
  /** The operator closed the site: no notice is fetched or shown (spec §6). */
  siteClosed: boolean;
}

/**
 * Announcements for members (spec §2–§4, §8): asks whether the deposit accounts changed when a visit or a login
 * starts (that forced notice goes first), fetches notices on the home page and the profile at most every 10 minutes,
 * and shows the queue one modal at a time everywhere but the login and register pages, once the visitor has answered
 * the cookie banner.
 */
export function NoticeHost({ routeName, siteClosed }: NoticeHostProps) {
  const dispatch = useDispatch<ThunkDispatch<RootState, unknown, UnknownAction>>();
  const brand = useBrand();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const online = useOnline();
  // The cookie banner is answered first: a notice's modal over it hid it on a phone and kept focus from it.
  const consentPending = useConsentChoice() === undefined;
  const { accessToken, userId, groupId } = useSessionState();
  const authenticated = Boolean(accessToken);
  const profile = useProfileQuery(undefined, { skip: !authenticated });
  const groupCustomer = profile.data?.user.group_bank ?? null;
  const profileReady = Boolean(profile.data);
  const { queue, dismissed, upgradeCheckedFor } = useSelector((state: RootState) => selectNotify(state));
  const member = useRef(userId);
  member.current = userId;
  const fetching = useRef(false);

  // Spec §4 / §8: is_upgrade queues the forced notice first; a check that fails counts as 0.
  useEffect(() => {
    if (!authenticated || !userId || upgradeCheckedFor === userId) return;
    dispatch(upgradeChecked(userId));
    dispatch(noticesApi.endpoints.checkIsUpgrade.initiate(userId, { subscribe: false, forceRefetch: true }))
      .unwrap()
      .then((isUpgrade) => {
        if (isUpgrade && member.current === userId) dispatch(noticesQueued([upgradeNotice]));
      })
      .catch((error: unknown) => console.warn('notices: the upgrade check failed; counted as 0', error));
  }, [authenticated, userId, upgradeCheckedFor, dispatch]);

  // Spec §4: on the home page and the profile, at most every 10 minutes; a failure is only logged (§8).
  useEffect(() => {
    if (!userId || !profileReady || fetching.current) return;
    const { alert, malformed } = readAlertCookie(userId);
    if (malformed) {
      console.warn('notices: the alert cookie was malformed; it starts again empty');
      writeAlertCookie(alert);
    }
    if (!shouldFetch(alert, Date.now(), { authenticated, routeName, siteClosed, online })) return;
    writeAlertCookie(fetchStarted(alert, Date.now()));
    fetching.current = true;
    fetchNotices(groupId ?? brand.defaultGroupId, groupCustomer)
      .then((notices) => {
        if (member.current !== userId) return;
        const { alert: next, due } = noticesDue(readAlertCookie(userId).alert, notices, Date.now());
        writeAlertCookie(next);
        if (due.length) dispatch(noticesQueued(due));
      })
      .catch((error: unknown) => console.warn('notices: getNotifys failed', error))
      .finally(() => {
        fetching.current = false;
      });
  }, [authenticated, userId, groupId, groupCustomer, profileReady, routeName, siteClosed, online, brand, dispatch]);

  const dismiss = useCallback(
    (notice: Notice) => {
      if (notice.forceUpgate)
        void dispatch(noticesApi.endpoints.updateIsUpgrade.initiate())
          .unwrap()
          .catch((error: unknown) => console.warn('notices: update-is-upgrade failed', error));
      else if (userId) writeAlertCookie(dismissedAt(readAlertCookie(userId).alert, notice.id, Date.now()));
      dispatch(noticeDismissed(notice.id));
    },
    [dispatch, userId],
  );

  const current = queue[0];
  if (!authenticated || siteClosed || QUIET_ROUTES.has(routeName) || !current || consentPending) return null;
  return (
    <QuietBoundary resetKey={current.id}>
      <Suspense fallback={null}>
        <NoticeModal
          key={current.id}
          notice={current}
          index={dismissed + 1}
          count={dismissed + queue.length}
          onDismiss={() => dismiss(current)}
          onOpenPage={(path) => {
            dismiss(current);
            const url = new URL(path, window.location.origin);
            void navigate(`${localize(splitLocale(url.pathname).path)}${url.search}${url.hash}`);
          }}
        />
      </Suspense>
    </QuietBoundary>
  );
}
