import type { ConsentChoice } from '@lobby/util';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { protectionApi } from '../protectionApi';

/** Which member's record of which choice this browser has sent (so a choice is recorded once per member). */
const RECORDED_KEY = 'lobby-consent-recorded';

/**
 * Records a member's consent choice on the platform with its policy version and time, once per member and choice.
 * A module of its own, imported only for a member: a visitor's page never loads the platform's calls and the
 * contract's schemas they check (issue 14: evaluating those was a long task on a phone).
 */
export async function recordConsent(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  userId: string,
  choice: ConsentChoice,
): Promise<void> {
  const mark = `${userId}|${choice.version}|${choice.at}`;
  if (localStorage.getItem(RECORDED_KEY) === mark) return;
  const request = dispatch(
    protectionApi.endpoints.recordConsent.initiate({
      version: choice.version,
      purposes: choice.purposes,
      decided_at: choice.at,
    }),
  );
  const answer = await request;
  // A call made outside a hook keeps its result in the store until it is let go.
  request.reset();
  if (!('error' in answer) || !answer.error) localStorage.setItem(RECORDED_KEY, mark);
}
