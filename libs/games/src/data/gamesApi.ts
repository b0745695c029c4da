import { api, type Envelope } from '@lobby/api-client';
import { launchAnswerCheck, type LaunchAnswerBody } from '@lobby/contract';

/** Body of POST /api/v1/member/game/launch (spec §3 game launch request; the server also takes the game id). */
export interface LaunchBody {
  /** MB on mobile, PC otherwise (spec §3). */
  client: 'MB' | 'PC';
  /** The page's language. */
  lang: 'th' | 'en';
  /** Game._id (numeric) or its code: the `{id}` of /game/{id}. The platform server accepts either. */
  gameID: string;
  game_code?: string;
}

/** code 0: `result` is the URL of the game window. Any other code arrives as an RTK Query error (QueryError). */
export type LaunchAnswer = LaunchAnswerBody;

/**
 * The launch call (spec §7 `POST {launch path}`); guests may launch demo entries (handle contains "-demo"). Its answer
 * is checked by hand (the contract's launchAnswerCheck): a visitor's game page loads no zod (issue 14).
 */
export const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    launchGame: build.mutation<LaunchAnswer, LaunchBody>({
      query: (body) => ({
        url: '/api/v1/member/game/launch',
        method: 'POST',
        data: body,
        answer: launchAnswerCheck,
      }),
      transformResponse: (answer: Envelope) => answer as unknown as LaunchAnswer,
    }),
  }),
  overrideExisting: false,
});

export const { useLaunchGameMutation } = gamesApi;
