import { routes } from '@lobby/contract/routes';
import type { RouteCatalog } from './validate.ts';

/**
 * Every route's contract (libs/contract: who calls it, its request and answer schemas): the server parses with these
 * schemas, refuses to register a route the table lacks, serves the OpenAPI document from it, and the fuzzer drives
 * every endpoint from it.
 */
export const ROUTES: RouteCatalog = routes;
