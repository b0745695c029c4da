import { useMutation } from '@apollo/client/react';
import { messageForCode, ResponseCode, selectApiFailure, type QueryError } from '@lobby/api-client';
import { AddRecentDocument } from '@lobby/api-client/gql';
import { useLocale, useTranslation } from '@lobby/i18n';
import { onGameTicketsExpired, useDevice, useOnline } from '@lobby/util';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLaunchGameMutation } from './gamesApi';
import { forgetMemberLists } from './memberLists';
import { useGamesSession } from './session';

export type LaunchState =
  | { status: 'loading' }
  | { status: 'open'; url: string }
  /** Code 99 (spec §8): the game or its provider is under maintenance; `message` is the server's. */
  | { status: 'maintenance'; message: string }
  | { status: 'failed'; message: string }
  /** A visitor on a game that is not a demo: they go to login (the route guard normally does it first). */
  | { status: 'login' };

/** What a game window posts to the page when its ticket died (the sandbox slot does; see the platform's README). */
export const TICKET_EXPIRED_MESSAGE = 'lobby:ticket-expired';
/** A window that dies again this soon after a relaunch is not relaunched again: the page offers a retry. */
const RELAUNCH_GAP_MS = 30_000;

/** Only http(s) game windows are framed or opened (a `javascript:` URL from a broken server never runs). */
function safeGameUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function isQueryError(error: unknown): error is QueryError {
  return typeof error === 'object' && error !== null && 'kind' in error;
}

/**
 * Launches a game once per id, language and device (spec §4 Games): client MB on mobile and PC otherwise, `lang` the
 * page's language. Members then get the game added to their recents (`addRecent`) and the sidebar counts from its
 * answer. Demo entries (`demo`) launch without a session.
 */
export function useLaunch(gameID: string, { demo }: { demo: boolean }): { state: LaunchState; retry: () => void } {
  const { member, userID } = useGamesSession();
  const device = useDevice();
  const locale = useLocale();
  const { t } = useTranslation('games');
  const [launchGame] = useLaunchGameMutation();
  const [addRecent] = useMutation(AddRecentDocument);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LaunchState>({ status: 'loading' });
  /** The launch in progress (id, client, language, attempt): React's development double effect starts it once. */
  const started = useRef('');

  const client = device === 'mobile' ? 'MB' : 'PC';
  const allowed = member || demo;
  /** The last launch failed for want of a connection: it is tried again once the platform is reachable again. */
  const unreachable = useRef(false);

  useEffect(() => {
    const key = `${gameID}|${client}|${locale}|${allowed}|${attempt}`;
    if (started.current === key) return;
    started.current = key;
    if (!allowed) {
      setState({ status: 'login' });
      return;
    }
    const current = () => started.current === key;
    setState({ status: 'loading' });
    launchGame({ client, lang: locale, gameID })
      .unwrap()
      .then((answer) => {
        if (!current()) return;
        unreachable.current = false;
        const url = safeGameUrl(answer.result);
        if (!url) {
          setState({ status: 'failed', message: t('launch.failed') });
          return;
        }
        setState({ status: 'open', url });
        if (member) {
          // Its answer's counts update the cached copy every reader shows.
          addRecent({ variables: { userID, gameID }, update: (cache) => forgetMemberLists(cache, 'recent') }).catch(
            () => undefined,
          );
        }
      })
      .catch((error: unknown) => {
        if (!current()) return;
        const failure: QueryError = isQueryError(error) ? error : { kind: 'network', message: String(error) };
        unreachable.current = failure.kind === 'network';
        if (failure.code === ResponseCode.gameMaintenance) {
          setState({ status: 'maintenance', message: failure.message || t('launch.maintenanceBody') });
        } else {
          setState({ status: 'failed', message: messageForCode(t as TFunction, failure) });
        }
      });
  }, [gameID, client, locale, allowed, attempt, member, userID, launchGame, addRecent, t]);

  // Back online, or the platform answering again (the outage screen ends by itself): the page's queries are asked
  // again (createSite), and a launch that could not reach the platform is too, instead of waiting for a tap.
  const online = useOnline();
  const outage = useSelector(selectApiFailure) !== null;
  const reachable = online && !outage;
  useEffect(() => {
    if (!reachable || !unreachable.current) return;
    unreachable.current = false;
    setAttempt((n) => n + 1);
  }, [reachable]);

  // A password change kills the session's game tickets (here or in another tab): launch again for a live one.
  useEffect(() => onGameTicketsExpired(() => setAttempt((n) => n + 1)), []);

  // The game window says its ticket died: launch again once; if the new one dies at once too, offer a retry.
  const lastRelaunch = useRef(0);
  const openUrl = state.status === 'open' ? state.url : null;
  useEffect(() => {
    if (!openUrl) return;
    const origin = new URL(openUrl).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || (event.data as { type?: unknown } | null)?.type !== TICKET_EXPIRED_MESSAGE) return;
      if (Date.now() - lastRelaunch.current < RELAUNCH_GAP_MS) {
        setState({ status: 'failed', message: t('launch.expired') });
        return;
      }
      lastRelaunch.current = Date.now();
      setAttempt((n) => n + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [openUrl, t]);

  const retry = useCallback(() => {
    lastRelaunch.current = 0;
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
