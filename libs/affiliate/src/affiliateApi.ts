import { api, asAnswer, type Envelope } from '@lobby/api-client';
import {
  affiliateLeaderAnswer,
  affiliateMembersAnswer,
  affiliateReportAnswer,
  affiliateReportDetailAnswer,
  affiliateTransactionsAnswer,
  affiliateWithdrawAnswer,
} from '@lobby/contract';
import type { z } from 'zod/mini';

export type Leader = z.output<typeof affiliateLeaderAnswer>['result'];
export type Downlines = z.output<typeof affiliateMembersAnswer>['result'];
export type Downline = Downlines['list'][number];
export type AffiliateMoves = z.output<typeof affiliateTransactionsAnswer>['result'];
export type AffiliateMove = AffiliateMoves['list'][number];
export type AffiliateWithdrawal = z.output<typeof affiliateWithdrawAnswer>['result'];
export type DailyReport = z.output<typeof affiliateReportAnswer>['result'];
export type ReportDay = DailyReport['list'][number];
export type DayDetail = z.output<typeof affiliateReportDetailAnswer>['result'];

export interface Page {
  limit: number;
  offset: number;
}

/** The affiliate calls of spec §7 (each a POST with its data in the body), every answer checked by the contract. */
export const affiliateApi = api.enhanceEndpoints({ addTagTypes: ['Affiliate'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Income today / yesterday / this month, the affiliate balance, the code, the downline count. */
    leader: build.query<Leader, void>({
      query: () => ({ url: '/api/aff/getDetailLeader', method: 'POST', data: {}, answer: affiliateLeaderAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, affiliateLeaderAnswer).result,
      providesTags: ['Affiliate'],
    }),
    downlines: build.query<Downlines, Page>({
      query: (page) => ({ url: '/api/aff/memberList', method: 'POST', data: page, answer: affiliateMembersAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, affiliateMembersAnswer).result,
      providesTags: ['Affiliate'],
    }),
    moves: build.query<AffiliateMoves, Page>({
      query: (page) => ({
        url: '/api/aff/transaction',
        method: 'POST',
        data: page,
        answer: affiliateTransactionsAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, affiliateTransactionsAnswer).result,
      providesTags: ['Affiliate'],
    }),
    /** Moves affiliate income to the credit; the key makes a retry of one attempt move it once. */
    affiliateWithdraw: build.mutation<AffiliateWithdrawal, { amount: string; idempotencyKey: string }>({
      query: ({ amount, idempotencyKey }) => ({
        url: '/api/aff/withdraw',
        method: 'POST',
        data: { amount },
        headers: { 'Idempotency-Key': idempotencyKey },
        answer: affiliateWithdrawAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, affiliateWithdrawAnswer).result,
      invalidatesTags: (_result, error) => (!error || error.kind === 'code' ? ['Affiliate', 'Credit', 'History'] : []),
    }),
    /** Days between from and to (YYYY-MM-DD, Bangkok), newest first, with the range's totals. */
    dailyReport: build.query<DailyReport, { from: string; to: string }>({
      query: ({ from, to }) => ({
        url: '/api/aff/reportTransaction',
        method: 'POST',
        data: { from, to, limit: 100, offset: 0 },
        answer: affiliateReportAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, affiliateReportAnswer).result,
      providesTags: ['Affiliate'],
    }),
    dayDetail: build.query<DayDetail, string>({
      query: (date) => ({
        url: '/api/aff/reportDetailTransaction',
        method: 'POST',
        data: { date },
        answer: affiliateReportDetailAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, affiliateReportDetailAnswer).result,
      providesTags: ['Affiliate'],
    }),
  }),
});

export const {
  useLeaderQuery,
  useDownlinesQuery,
  useMovesQuery,
  useAffiliateWithdrawMutation,
  useDailyReportQuery,
  useDayDetailQuery,
} = affiliateApi;
