import { api, asAnswer, type Envelope } from '@lobby/api-client';
import {
  bonusAnswer,
  bonusesAnswer,
  eventsAnswer,
  loginAnswer,
  memberPromotionsAnswer,
  promotionDetailAnswer,
  promotionListAnswer,
  tournamentBoardAnswer,
  tournamentsAnswer,
  vipAnswer,
  type Bonus,
  type BrandEvent,
  type LoginAnswer,
  type PromotionCategory,
  type PromotionItem,
  type TournamentBoard,
} from '@lobby/contract';
import type { z } from 'zod/mini';

export type { Bonus, BrandEvent, PromotionCategory, PromotionItem, TournamentBoard };
export type Tournament = z.output<typeof tournamentsAnswer>['result'][number];
export type PromotionDetail = z.output<typeof promotionDetailAnswer>['result'];
export type Vip = z.output<typeof vipAnswer>['result'];
export type PromotionPage = { items: PromotionItem[]; total: number; categories: PromotionCategory[] };

type Lang = 'th' | 'en';
/** What a public call says: the brand (a member's token wins on the server) and the language. */
interface Public {
  groupID: string;
  lang: Lang;
}

/** Promotions shown per page. */
export const PROMOTIONS_PAGE_SIZE = 6;

const memberTagged = api.enhanceEndpoints({ addTagTypes: ['Bonus'] });

/** The member pages' calls (issue 13), each answer checked against the contract (@lobby/contract). */
export const memberApi = memberTagged.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/promotion/list (spec §7; exempt from the maintenance screen). */
    promotions: build.query<PromotionPage, Public & { page: number; category?: PromotionCategory | undefined }>({
      query: ({ groupID, lang, page, category }) => ({
        url: '/api/promotion/list',
        method: 'GET',
        params: {
          groupID,
          lang,
          limit: PROMOTIONS_PAGE_SIZE,
          offset: page * PROMOTIONS_PAGE_SIZE,
          ...(category ? { category } : {}),
        },
        answer: promotionListAnswer,
      }),
      transformResponse: (body: Envelope) => {
        const answer = asAnswer(body, promotionListAnswer);
        return { items: answer.result, total: answer.total, categories: answer.categories };
      },
    }),
    /** GET /api/v3/member/getPromotion: result[1] is the count of the member's promotions (spec §7). */
    memberPromotionCount: build.query<number, Lang>({
      query: (lang) => ({
        url: '/api/v3/member/getPromotion',
        method: 'GET',
        params: { lang, limit: 1 },
        answer: memberPromotionsAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, memberPromotionsAnswer).result[1],
    }),
    promotion: build.query<PromotionDetail, Public & { id: string }>({
      query: (params) => ({ url: '/api/promotion/detail', method: 'GET', params, answer: promotionDetailAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, promotionDetailAnswer).result,
      providesTags: ['Bonus'],
    }),
    bonuses: build.query<Bonus[], Lang>({
      query: (lang) => ({ url: '/api/v3/member/bonus', method: 'GET', params: { lang }, answer: bonusesAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, bonusesAnswer).result,
      // A bonus credited on its deposit changes the balance the header shows.
      providesTags: ['Bonus'],
    }),
    claimBonus: build.mutation<Bonus, { promotion: string; lang: Lang }>({
      query: (data) => ({ url: '/api/v3/member/bonus/claim', method: 'POST', data, answer: bonusAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, bonusAnswer).result,
      invalidatesTags: (_result, error) => (error?.kind === 'code' || !error ? ['Bonus'] : []),
    }),
    cancelBonus: build.mutation<Bonus, { id: string; lang: Lang }>({
      query: (data) => ({ url: '/api/v3/member/bonus/cancel', method: 'POST', data, answer: bonusAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, bonusAnswer).result,
      invalidatesTags: ['Bonus'],
    }),
    tournaments: build.query<Tournament[], Public>({
      query: (params) => ({ url: '/api/v3/member/tournaments', method: 'GET', params, answer: tournamentsAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, tournamentsAnswer).result,
    }),
    tournamentBoard: build.query<TournamentBoard, Public & { id: string }>({
      query: (params) => ({
        url: '/api/v3/member/tournament/board',
        method: 'GET',
        params,
        answer: tournamentBoardAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, tournamentBoardAnswer).result,
    }),
    events: build.query<BrandEvent[], Public>({
      query: (params) => ({ url: '/api/v3/member/events', method: 'GET', params, answer: eventsAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, eventsAnswer).result,
    }),
    vip: build.query<Vip, void>({
      query: () => ({ url: '/api/v3/member/vip', method: 'GET', answer: vipAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, vipAnswer).result,
    }),
    /** A one-time login link's token signs its member in (the answer is a login answer). */
    loginWithLink: build.mutation<LoginAnswer, { token: string; groupID: string }>({
      query: (data) => ({ url: '/api/v1/member/login-url', method: 'POST', data, answer: loginAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, loginAnswer),
    }),
  }),
});

export const {
  usePromotionsQuery,
  useMemberPromotionCountQuery,
  usePromotionQuery,
  useBonusesQuery,
  useClaimBonusMutation,
  useCancelBonusMutation,
  useTournamentsQuery,
  useTournamentBoardQuery,
  useEventsQuery,
  useVipQuery,
  useLoginWithLinkMutation,
} = memberApi;
