import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/** One GraphQL operation a page ran, as the platform server would receive it. */
export interface GqlCall {
  operationName: string;
  variables: Record<string, unknown>;
  authorization: string | undefined;
}

/** An operation's answer: its `data`, or `{ errors }` (GraphQL errors with extensions.code). */
export type GqlAnswer = Record<string, unknown>;
export type GqlHandler = GqlAnswer | ((variables: Record<string, unknown>) => GqlAnswer | Promise<GqlAnswer>);

/** The counts every member page reads (getFavouriteAndRecent, spec §7), as Apollo's cache keeps them. */
export const gqlCounts = (countFavourite: number, countRecent: number) => ({
  __typename: 'Counts' as const,
  countFavourite,
  countRecent,
});

const defaults: Record<string, GqlHandler> = {
  GetFavouriteAndRecent: () => ({ getFavouriteAndRecent: gqlCounts(2, 3) }),
};

/**
 * The platform server's GraphQL endpoint as an Apollo link: operations are answered by name, every call is kept
 * with its variables and the bearer the auth link set. Unknown operations answer a GraphQL error.
 */
export function createFakeGraphql(handlers: Record<string, GqlHandler> = {}) {
  const table: Record<string, GqlHandler> = { ...defaults, ...handlers };
  const calls: GqlCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
        const call: GqlCall = {
          operationName: operation.operationName ?? '',
          variables: { ...operation.variables },
          authorization: headers.authorization,
        };
        calls.push(call);
        const handler = table[call.operationName];
        const answer =
          typeof handler === 'function'
            ? handler(call.variables)
            : (handler ?? { errors: [{ message: `no handler for ${call.operationName}` }] });
        Promise.resolve(answer)
          .then((result) => {
            observer.next('errors' in result ? (result as ApolloLink.Result) : { data: result });
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
  return {
    link,
    calls,
    /** Replaces (or adds) the answer of one operation. */
    on(operationName: string, handler: GqlHandler) {
      table[operationName] = handler;
    },
    /** Variables of every call of one operation. */
    variablesOf(operationName: string) {
      return calls.filter((c) => c.operationName === operationName).map((c) => c.variables);
    },
  };
}

export type FakeGraphql = ReturnType<typeof createFakeGraphql>;
