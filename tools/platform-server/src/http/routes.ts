import { affiliateSchemas } from '../affiliate/routes.ts';
import { authSchemas } from '../auth/routes.ts';
import { assetSchemas } from '../games/assets.ts';
import { graphqlSchemas } from '../games/graphql.ts';
import { gameSchemas } from '../games/routes.ts';
import { lineSchemas } from '../line/routes.ts';
import { memberSchemas } from '../member/routes.ts';
import { operatorSchemas } from '../operator/routes.ts';
import { paymentSchemas } from '../payments/routes.ts';
import { roundSchemas } from '../rounds/routes.ts';
import { sandboxMoneySchemas } from '../sandbox/money.ts';
import { sandboxSchemas } from '../sandbox/routes.ts';
import { walletSchemas } from '../wallet/routes.ts';
import type { RouteCatalog } from './validate.ts';

/**
 * Every route's inputs, gathered from the route modules (each keeps its schemas in one place): the fuzzer drives
 * every endpoint from this table, and a test checks it lists exactly the routes the server registers.
 */
export const ROUTES: RouteCatalog = {
  ...operatorSchemas,
  ...authSchemas,
  ...memberSchemas,
  ...walletSchemas,
  ...paymentSchemas,
  ...affiliateSchemas,
  ...roundSchemas,
  ...gameSchemas,
  ...graphqlSchemas,
  ...lineSchemas,
  ...assetSchemas,
  ...sandboxSchemas,
  ...sandboxMoneySchemas,
};
