import { api, type Envelope } from '@lobby/api-client';

export interface LoginAnswer extends Envelope {
  access_token: string;
  refresh_token: string;
  result: { username: string; _id: string; limitSetting?: unknown };
  groupID?: string;
  profile?: Profile;
}

export interface BankAccountUser {
  _id?: string;
  username?: string;
  bank: string | null;
  bank_id: string | null;
  bank_no?: string | null;
  firstname: string;
  lastname: string;
  phone?: string;
  line_id?: string | null;
  group_bank?: string | null;
}

export interface Profile {
  user: BankAccountUser;
  bank: unknown[];
  payment: unknown[];
  truewallet: unknown[];
  usdt: unknown[];
  min_withdraw: number;
}

/** Session calls (spec §7). Features add theirs to the same api with injectEndpoints. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, { username: string; password: string }>({
      query: (body) => ({ url: '/api/v1/member/login', method: 'POST', data: body }),
    }),
    logout: build.mutation<Envelope, void>({
      query: () => ({ url: '/api/v1/member/logout', method: 'POST' }),
    }),
    profile: build.query<Profile, void>({
      query: () => ({ url: '/api/v1/member/data/profile', method: 'POST' }),
      transformResponse: (body: Envelope) => body.result as Profile,
      providesTags: ['Profile'],
    }),
    credit: build.query<number, void>({
      query: () => ({ url: '/api/v1/member/credit', method: 'POST' }),
      transformResponse: (body: Envelope) => Number((body.result as { balance?: unknown } | undefined)?.balance ?? 0),
      providesTags: ['Credit'],
      // Shown as the last known balance while a game page (which must not ask, spec §7) is open.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useProfileQuery, useCreditQuery } = sessionApi;
