import type { ComponentType } from 'react';
import { getApolloClient } from '@lobby/api-client';

/**
 * For pages that use GraphQL hooks: loads Apollo with the page (not with the first paint) and provides it.
 * Apollo is the heaviest mandated library, so `/` stays within its JavaScript budget.
 */
export async function withApollo(page: Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  const [Page, { ApolloProvider }, client] = await Promise.all([
    page,
    import('@apollo/client/react'),
    getApolloClient(),
  ]);
  return {
    Component: function WithApollo() {
      return (
        <ApolloProvider client={client}>
          <Page />
        </ApolloProvider>
      );
    },
  };
}
