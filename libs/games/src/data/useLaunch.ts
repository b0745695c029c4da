import { useMutation } from '@apollo/client/react';
import { messageForCode, ResponseCode, type QueryError } from '@lobby/api-client';
import { AddRecentDocument } from '@lobby/api-client/gql';
import { useLocale, useTranslation } from '@lobby/i18n';
import { useDevice } from '@lobby/util';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
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
        if (failure.code === ResponseCode.gameMaintenance) {
          setState({ status: 'maintenance', message: failure.message || t('launch.maintenanceBody') });
        } else {
          setState({ status: 'failed', message: messageForCode(t as TFunction, failure) });
        }
      });
  }, [gameID, client, locale, allowed, attempt, member, userID, launchGame, addRecent, t]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
