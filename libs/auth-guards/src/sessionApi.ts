import { api, type Envelope } from '@lobby/api-client';
import { lazyAnswer, type creditAnswer, type LoginAnswer, type Profile } from '@lobby/contract';
import type { z } from 'zod/mini';

export type { LoginAnswer, Profile };

export interface LoginArgs {
  username: string;
  password: string;
  /** The brand's default group id: another brand's member is refused (5001). */
  groupID: string;
}

/**
 * Session calls (spec §7); each answer is checked against the contract's schema, which loads with the first call, not
 * with the first screen: the header and the guards use this api, and the contract's schemas (with zod) would otherwise
 * be part of the entry (issue 14). Features add theirs to the same api with injectEndpoints.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginArgs>({
      query: (body) => ({ url: '/api/v1/member/login', method: 'POST', data: body, answer: lazyAnswer('loginAnswer') }),
      transformResponse: (body: Envelope) => body as unknown as LoginAnswer,
    }),
    logout: build.mutation<Envelope, void>({
      query: () => ({ url: '/api/v1/member/logout', method: 'POST' }),
    }),
    profile: build.query<Profile, void>({
      query: () => ({ url: '/api/v1/member/data/profile', method: 'POST', answer: lazyAnswer('profileAnswer') }),
      transformResponse: (body: Envelope) => (body as unknown as { result: Profile }).result,
      providesTags: ['Profile'],
    }),
    credit: build.query<number, void>({
      query: () => ({ url: '/api/v1/member/credit', method: 'POST', answer: lazyAnswer('creditAnswer') }),
      transformResponse: (body: Envelope) => (body as unknown as z.output<typeof creditAnswer>).result.balance,
      providesTags: ['Credit'],
      // Shown as the last known balance while a game page (which must not ask, spec §7) is open.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useProfileQuery, useCreditQuery } = sessionApi;
