import type { ApolloCache } from '@apollo/client';

type MemberList = 'favourite' | 'recent';

function argsOf(storeFieldName: string, fieldName: string): Record<string, unknown> {
  try {
    return JSON.parse(storeFieldName.slice(fieldName.length + 1, -1)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * After a favourite is toggled or a game played, every cached copy of the member's favourite (or recent) games —
 * the lobby tab and row, the /list page, any page size — is dropped, so whichever is on screen asks the server
 * again and none shows an old list. The server's list is the one source for all of them.
 */
export function forgetMemberLists(cache: ApolloCache, list: MemberList): void {
  cache.modify({
    fields: {
      lists: (existing, { storeFieldName, fieldName, DELETE }) =>
        argsOf(storeFieldName, fieldName)[list] === true ? DELETE : existing,
      listsPage: (existing, { storeFieldName, fieldName, DELETE }) =>
        argsOf(storeFieldName, fieldName)[list] === true ? DELETE : existing,
    },
  });
}
