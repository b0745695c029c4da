import { api, asAnswer, ResponseCode, type Envelope, type QueryError, type RequestArgs } from '@lobby/api-client';
import {
  done,
  forgotAnswer,
  lineAuthorizeAnswer,
  loginAnswer,
  otpAnswer,
  type ChangePasswordBody,
  type ForgotBody,
  type LoginAnswer,
  type OtpSent,
  type OtpVerifyBody,
  type RegisterBody,
} from '@lobby/contract';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';

export type OtpPurpose = 'register' | 'forgot';

/** The bodies of the account calls, exactly what the contract's request schemas take. */
export type { ChangePasswordBody, ForgotBody, OtpSent, OtpVerifyBody, RegisterBody };

export type LineAction = 'link' | 'change' | 'login';

export interface LineAuthorizeArgs {
  username: string;
  action: LineAction;
  /** Where the consent page sends the member back (must be a brand origin the server allows). */
  redirect_uri?: string;
}

/** LINE check answers code 0 when linked and code 1 when not (platform server line/routes.ts). */
const LINE_NOT_LINKED = 1;

type Base = BaseQueryFn<RequestArgs, Envelope, QueryError>;

/** Account calls of spec §7; each answer is checked against the contract's schema (@lobby/contract). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestOtp: build.mutation<OtpSent, { phone: string; purpose: OtpPurpose; groupID: string }>({
      query: (body) => ({ url: '/api/v1/member/otp', method: 'POST', data: body, answer: otpAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, otpAnswer).result,
    }),
    /** Checks a typed code without using it up (6001 wrong, 6000 expired, 6006 too many): register checks again. */
    verifyOtp: build.mutation<Envelope, OtpVerifyBody>({
      query: (body) => ({ url: '/api/v1/member/otp/verify', method: 'POST', data: body, answer: done }),
    }),
    register: build.mutation<LoginAnswer, RegisterBody>({
      query: (body) => ({ url: '/api/v1/member/register', method: 'POST', data: body, answer: loginAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, loginAnswer),
    }),
    forgotPassword: build.mutation<Envelope, ForgotBody>({
      query: (body) => ({ url: '/api/v1/member/forgot-password', method: 'POST', data: body, answer: forgotAnswer }),
    }),
    changePassword: build.mutation<Envelope, ChangePasswordBody>({
      query: (body) => ({ url: '/api/v1/member/change-password', method: 'POST', data: body, answer: done }),
    }),
    /** GET {api}/line/api/authorize?username&action → the consent link to send the browser to. */
    lineAuthorize: build.mutation<string, LineAuthorizeArgs>({
      query: (params) => ({ url: '/line/api/authorize', method: 'GET', params, answer: lineAuthorizeAnswer }),
      transformResponse: (body: Envelope) => asAnswer(body, lineAuthorizeAnswer).result,
    }),
    /** GET {api}/line/api/check?username → linked or not (code 0 linked, 1 not linked). */
    lineCheck: build.query<boolean, string>({
      async queryFn(username, queryApi, extraOptions, baseQuery) {
        const answer = await (baseQuery as Base)(
          { url: '/line/api/check', method: 'GET', params: { username } },
          queryApi,
          extraOptions,
        );
        if (answer.error) {
          if (answer.error.kind === 'code' && answer.error.code === LINE_NOT_LINKED) return { data: false };
          return { error: answer.error };
        }
        return { data: answer.data.code === ResponseCode.ok };
      },
      providesTags: ['Line'],
    }),
  }),
});

export const {
  useRequestOtpMutation,
  useVerifyOtpMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useChangePasswordMutation,
  useLineAuthorizeMutation,
  useLineCheckQuery,
} = accountApi;

/** The RTK Query error of a rejected `unwrap()`, or a network-shaped one for anything else. */
export function asQueryError(error: unknown): QueryError {
  if (typeof error === 'object' && error !== null && 'kind' in error && 'message' in error) return error as QueryError;
  return { kind: 'network', message: String(error) };
}

/**
 * The field a refusal is about: 6000 `otp_code` or `line_id`, 6002 `phone`, `bank_no` or `username` (the platform
 * names it, so the page puts the message at the right input).
 */
export function refusedField(error: QueryError): string | undefined {
  const field = error.body?.field;
  return typeof field === 'string' ? field : undefined;
}

/** Seconds the server asks to wait (6005 / 3000 carry result.wait). */
export function waitSeconds(error: QueryError): number | undefined {
  const wait = (error.body?.result as { wait?: unknown } | undefined)?.wait;
  return typeof wait === 'number' && wait > 0 ? wait : undefined;
}
