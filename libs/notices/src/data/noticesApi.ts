import { api, asAnswer, getApolloClient, type Envelope } from '@lobby/api-client';
import { GetNotifysDocument } from '@lobby/api-client/gql';
import { upgradeAnswer } from '@lobby/contract';
import type { Notice } from '../rules/noticeRules';

/**
 * The forced deposit-account notice's calls (spec §7). Both are `background` calls: a failing check counts as "no
 * notice" and a failing confirmation is only logged (spec §8) — neither takes the page down.
 */
export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkIsUpgrade: build.query<boolean, string>({
      // The member's id keys the cache: a new login asks again.
      query: () => ({
        url: '/api/v1/member/data/check-is-upgrade',
        method: 'POST',
        answer: upgradeAnswer,
        background: true,
      }),
      transformResponse: (body: Envelope) => asAnswer(body, upgradeAnswer).result.is_upgrade,
    }),
    updateIsUpgrade: build.mutation<Envelope, void>({
      query: () => ({ url: '/api/v1/member/data/update-is-upgrade', method: 'POST', background: true }),
    }),
  }),
});

/** getNotifys (spec §7): the brand's notices plus those aimed at the member's bank group, never from a cache. */
export async function fetchNotices(groupID: string, groupCustomer: string | null): Promise<Notice[]> {
  const client = await getApolloClient();
  const { data, error } = await client.query({
    query: GetNotifysDocument,
    variables: { groupID, groupCustomer },
    fetchPolicy: 'no-cache',
  });
  if (error || !data) throw error ?? new Error('getNotifys answered no data');
  return data.getNotifys;
}
