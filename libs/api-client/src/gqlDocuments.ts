/**
 * The generated GraphQL documents, loaded with the first query that needs one: they are one module, and a document
 * imported by the first screen's code would bring all of them into the entry.
 */
export const loadGqlDocuments = () => import('./gql/graphql');
