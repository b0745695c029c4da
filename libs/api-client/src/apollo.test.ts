import { ApolloLink } from '@apollo/client';
import { gql } from '@apollo/client/core';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createApolloCache, createApolloClient } from './apollo';
import type { RefreshCoordinator } from './refresh';
import type { TokenStore } from './tokens';

const store = { accessToken: () => undefined } as unknown as TokenStore;
const coordinator = {} as RefreshCoordinator;
const query = gql`
  query Ping($n: Int) {
    ping(n: $n)
  }
`;

/** A client whose server records what reached it and answers at once. */
function recording() {
  const reached: unknown[] = [];
  const terminal = new ApolloLink((operation) => {
    reached.push(operation.variables.n);
    return of({ data: { ping: operation.variables.n } });
  });
  return { reached, client: createApolloClient({ uri: 'http://api.test/graphql', store, coordinator, terminal }) };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('the Apollo link chain', () => {
  it('sends each operation from a task after the one that subscribed to it', async () => {
    const { reached, client } = recording();
    const answers = Promise.all([1, 2].map((n) => client.query({ query, variables: { n }, fetchPolicy: 'no-cache' })));
    await Promise.resolve();
    expect(reached).toEqual([]);
    expect((await answers).map((answer) => answer.data)).toEqual([{ ping: 1 }, { ping: 2 }]);
    expect(reached).toEqual([1, 2]);
  });

  it('never sends an operation given up before its task', async () => {
    const { reached, client } = recording();
    const subscription = client
      .watchQuery({ query, variables: { n: 3 }, fetchPolicy: 'network-only' })
      .subscribe(() => undefined);
    subscription.unsubscribe();
    await nextTask();
    await nextTask();
    expect(reached).toEqual([]);
  });
});

describe('the Apollo cache', () => {
  it('keeps games and categories inside the answer that holds them, and one entry for the counts', () => {
    const cache = createApolloCache();
    const lobby = gql`
      query Lobby {
        lists {
          _id
          name
        }
        categorys {
          _id
          code
        }
        countFavourite {
          countFavourite
        }
      }
    `;
    const data = {
      lists: [{ __typename: 'Game', _id: 'g1', name: 'Pretty' }],
      categorys: [{ __typename: 'Category', _id: 'c1', code: 'PG' }],
      countFavourite: { __typename: 'Counts', countFavourite: 3 },
    };
    cache.writeQuery({ query: lobby, data });
    expect(Object.keys(cache.extract()).sort()).toEqual(['Counts:{}', 'ROOT_QUERY']);
    expect(cache.readQuery({ query: lobby })).toEqual(data);
  });
});
