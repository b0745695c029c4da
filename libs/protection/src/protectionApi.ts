import { api, asAnswer, type Envelope } from '@lobby/api-client';
import {
  breakAnswer,
  breakBalanceAnswer,
  consentAnswer,
  protectionStateAnswer,
  realityAnswer,
  statementAnswer,
  withdrawAnswer,
  withdrawPassAnswer,
  type BreakAccount,
  type BreakDuration,
  type ConsentPurpose,
  type DepositLimitsBody,
  type ProtectionState,
  type Reality,
  type Statement,
} from '@lobby/contract';
import type { z } from 'zod/mini';

export type { BreakAccount, ProtectionState, Reality, Statement };
export type BreakTaken = z.output<typeof breakAnswer>['result'];
export type Withdrawal = z.output<typeof withdrawAnswer>['result'];

/**
 * A saved choice answers with the whole new state: it goes straight into the cache. Refetched after the save instead,
 * the play reminder kept counting with the old interval until the refetch came back (a reminder due meanwhile was
 * missed until the next one).
 */
async function keepAnsweredState(
  _body: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: ProtectionState }> },
) {
  const answer = await queryFulfilled.catch(() => undefined);
  if (answer) dispatch(protectionApi.util.upsertQueryData('protectionState', undefined, answer.data));
}

/** The player-protection calls (issue 15), each answer checked against the contract (@lobby/contract). */
export const protectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    protectionState: build.query<ProtectionState, void>({
      query: () => ({ url: '/api/v1/member/protection/state', method: 'POST', answer: protectionStateAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, protectionStateAnswer).result,
    }),
    setDepositLimits: build.mutation<ProtectionState, DepositLimitsBody>({
      query: (body) => ({
        url: '/api/v1/member/protection/deposit-limits',
        method: 'POST',
        data: body,
        answer: protectionStateAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, protectionStateAnswer).result,
      onQueryStarted: keepAnsweredState,
    }),
    setRealityCheck: build.mutation<ProtectionState, { minutes: number | null }>({
      query: (body) => ({
        url: '/api/v1/member/protection/reality-check',
        method: 'POST',
        data: body,
        answer: protectionStateAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, protectionStateAnswer).result,
      onQueryStarted: keepAnsweredState,
    }),
    takeBreak: build.mutation<BreakTaken, { duration: BreakDuration; password: string }>({
      query: (body) => ({ url: '/api/v1/member/protection/break', method: 'POST', data: body, answer: breakAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, breakAnswer).result,
    }),
    /** Asked when a reminder is due: a failure is the reminder's to live without, never the page's. */
    reality: build.mutation<Reality, { since: string }>({
      query: (body) => ({
        url: '/api/v1/member/protection/reality',
        method: 'POST',
        data: body,
        answer: realityAnswer,
        background: true,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, realityAnswer).result,
    }),
    statement: build.mutation<Statement, { from: string; to: string }>({
      query: (body) => ({
        url: '/api/v1/member/protection/statement',
        method: 'POST',
        data: body,
        answer: statementAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, statementAnswer).result,
    }),
    recordConsent: build.mutation<
      unknown,
      { version: string; purposes: Record<ConsentPurpose, boolean>; decided_at: string }
    >({
      query: (body) => ({
        url: '/api/v1/member/protection/consent',
        method: 'POST',
        data: body,
        answer: consentAnswer,
        background: true,
      }),
    }),
    withdrawPass: build.mutation<BreakAccount, { username: string; password: string; groupID: string }>({
      query: (body) => ({
        url: '/api/v1/protection/withdraw-pass',
        method: 'POST',
        data: body,
        answer: withdrawPassAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, withdrawPassAnswer).result,
    }),
    breakBalance: build.mutation<BreakAccount, { pass: string }>({
      query: (body) => ({
        url: '/api/v1/protection/balance',
        method: 'POST',
        data: body,
        answer: breakBalanceAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, breakBalanceAnswer).result,
    }),
    breakWithdraw: build.mutation<Withdrawal, { pass: string; balance: string; idempotencyKey: string }>({
      query: ({ pass, balance, idempotencyKey }) => ({
        url: '/api/v1/protection/withdraw',
        method: 'POST',
        data: { pass, balance },
        headers: { 'Idempotency-Key': idempotencyKey },
        answer: withdrawAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, withdrawAnswer).result,
    }),
  }),
});

export const {
  useProtectionStateQuery,
  useSetDepositLimitsMutation,
  useSetRealityCheckMutation,
  useTakeBreakMutation,
  useRealityMutation,
  useStatementMutation,
  useRecordConsentMutation,
  useWithdrawPassMutation,
  useBreakBalanceMutation,
  useBreakWithdrawMutation,
} = protectionApi;
