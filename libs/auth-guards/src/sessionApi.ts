import { api, asAnswer, type Envelope } from '@lobby/api-client';
import { creditAnswer, loginAnswer, profileAnswer, type LoginAnswer, type Profile } from '@lobby/contract';

export type { LoginAnswer, Profile };

export interface LoginArgs {
  username: string;
  password: string;
  /** The brand's default group id: another brand's member is refused (5001). */
  groupID: string;
}

/**
 * Session calls (spec §7); each answer is checked against the contract's schema. Features add theirs to the same
 * api with injectEndpoints.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginArgs>({
      query: (body) => ({ url: '/api/v1/member/login', method: 'POST', data: body, answer: loginAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, loginAnswer),
    }),
    logout: build.mutation<Envelope, void>({
      query: () => ({ url: '/api/v1/member/logout', method: 'POST' }),
    }),
    profile: build.query<Profile, void>({
      query: () => ({ url: '/api/v1/member/data/profile', method: 'POST', answer: profileAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, profileAnswer).result,
      providesTags: ['Profile'],
    }),
    credit: build.query<number, void>({
      query: () => ({ url: '/api/v1/member/credit', method: 'POST', answer: creditAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, creditAnswer).result.balance,
      providesTags: ['Credit'],
      // Shown as the last known balance while a game page (which must not ask, spec §7) is open.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useProfileQuery, useCreditQuery } = sessionApi;
