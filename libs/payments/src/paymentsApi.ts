import { api, asAnswer, type Envelope } from '@lobby/api-client';
import {
  depositPollAnswer,
  historyAnswer,
  minWithdrawAnswer,
  qrAnswer,
  transferAnswer,
  withdrawAnswer,
  type HistoryItem,
} from '@lobby/contract';
import type { z } from 'zod/mini';

export type WithdrawState = z.output<typeof minWithdrawAnswer>['result'];
export type Withdrawal = z.output<typeof withdrawAnswer>['result'];
export type DepositQr = z.output<typeof qrAnswer>;
export type DepositStatus = z.output<typeof depositPollAnswer>['result'];
export type TransferNotice = z.output<typeof transferAnswer>['result'];
export type { HistoryItem };

export interface QrRequest {
  /** Any channel of the type: the server takes the sub-channel whose range holds the amount (spec §5). */
  id: number;
  /** Whole baht. */
  amount: number;
}

export interface PollArgs {
  id: number;
  token: string;
  x_debug_key: string;
}

/** A call that moves money carries a key, so a retry of the same attempt never moves it twice. */
export interface KeyedCall {
  idempotencyKey: string;
}

/** The member's money calls of spec §7, each answer checked against the contract (@lobby/contract). */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Withdraw rules and cooldown: withdraw (allowed), timeLester (next allowed), withdrawMin, withdrawMax. */
    withdrawState: build.query<WithdrawState, void>({
      query: () => ({ url: '/api/v1/member/getMinWithdraw', method: 'GET', answer: minWithdrawAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, minWithdrawAnswer).result,
      providesTags: ['Withdraw'],
    }),
    withdraw: build.mutation<Withdrawal, { balance: string } & KeyedCall>({
      query: ({ balance, idempotencyKey }) => ({
        url: '/api/v1/member/withdraw',
        method: 'POST',
        data: { balance },
        headers: { 'Idempotency-Key': idempotencyKey },
        answer: withdrawAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, withdrawAnswer).result,
      // A refusal (1005 too soon, a limit) also changes what the server will allow next.
      invalidatesTags: (_result, error) => (error?.kind === 'code' || !error ? ['Credit', 'History', 'Withdraw'] : []),
    }),
    /** The newest `limit` entries (spec §4: 10, then 20). */
    history: build.query<HistoryItem[], { limit: number }>({
      query: ({ limit }) => ({
        url: '/api/v1/member/data/dataHistory',
        method: 'POST',
        data: { limit, offset: 0 },
        answer: historyAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, historyAnswer).result.list,
      providesTags: ['History'],
    }),
    requestQr: build.mutation<DepositQr, QrRequest>({
      query: ({ id, amount }) => ({
        url: '/api/v1/member/payment/qr',
        method: 'POST',
        data: { action: 'get_qr', id, amount, overlay: true },
        answer: qrAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, qrAnswer),
    }),
    /** Has the QR been paid? Asked every 2 s by the QR step; a failure is the panel's to show, not the page's. */
    depositStatus: build.mutation<DepositStatus & { message: string }, PollArgs>({
      query: (args) => ({
        url: '/api/v1/member/payment/qr',
        method: 'POST',
        data: { action: 'is_deposit', ...args },
        answer: depositPollAnswer,
        background: true,
      }),
      transformResponse: (body: Envelope) => {
        const answer = asAnswer(body, depositPollAnswer);
        return { ...answer.result, message: answer.message };
      },
      invalidatesTags: (result) => (result?.status === 'paid' ? ['Credit', 'History'] : []),
    }),
    /** "I have transferred": a bank amount in baht, or a USDT amount in USDT (up to 6 decimals). */
    announceTransfer: build.mutation<TransferNotice, { id: number; amount: string } & KeyedCall>({
      query: ({ id, amount, idempotencyKey }) => ({
        url: '/api/v1/member/payment/transfer',
        method: 'POST',
        data: { id, amount },
        headers: { 'Idempotency-Key': idempotencyKey },
        answer: transferAnswer,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, transferAnswer).result,
      invalidatesTags: (result) => (result ? ['History'] : []),
    }),
  }),
});

export const {
  useWithdrawStateQuery,
  useWithdrawMutation,
  useHistoryQuery,
  useRequestQrMutation,
  useDepositStatusMutation,
  useAnnounceTransferMutation,
} = paymentsApi;
