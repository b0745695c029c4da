import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildSchema, execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import { graphqlBody as body, graphqlQuery as getQuery } from '@lobby/contract/routes';
import type { z } from 'zod';
import { groupOf, liveClaimsOf } from '../auth/guard.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { REPO_ROOT } from '../config.ts';
import { nowDate, type AppContext } from '../context.ts';
import { ApiError, Code } from '../http/codes.ts';
import { isDataException } from '../http/fields.ts';
import { parseInput } from '../http/validate.ts';
import { activeNotices } from './notices.ts';
import { breakLimits } from './query-limits.ts';
import {
  categoryArgs,
  counts,
  findGame,
  gameArgs,
  groupExists,
  listArgs,
  listCategories,
  listGames,
  toggleFavourite,
  touchRecent,
} from './repo.ts';
import { categoryView, gameView } from './views.ts';

/** The schema beside the code in the server bundle (build.mjs copies it there), else the workspace's. */
const BUNDLED_SCHEMA = fileURLToPath(new URL('./schema.graphql', import.meta.url));
export const SCHEMA_PATH = existsSync(BUNDLED_SCHEMA)
  ? BUNDLED_SCHEMA
  : `${REPO_ROOT}libs/api-client/src/schema.graphql`;

interface GqlContext {
  ctx: AppContext;
  claims: AccessClaims | undefined;
}

/** userID is honoured only when it is the token's own member (spec: "userID must match or is ignored"). */
function memberFor(gql: GqlContext, userID: string | null | undefined): string | undefined {
  if (!gql.claims) return undefined;
  if (userID && userID !== gql.claims.sub) return undefined;
  return gql.claims.sub;
}

function requireClaims(gql: GqlContext): AccessClaims {
  if (!gql.claims) throw new ApiError(Code.sessionInvalid, 'log in first: this mutation needs a token');
  return gql.claims;
}

async function gameOrFail(gql: GqlContext, gameID: string) {
  const game = await findGame(gql.ctx.db, gameID);
  if (!game) throw new ApiError(Code.incorrectData, `unknown gameID ${gameID}`);
  return game;
}

const rootValue = {
  async lists(args: unknown, gql: GqlContext) {
    return (await rootValue.listsPage(args, gql)).items;
  },
  async listsPage(args: unknown, gql: GqlContext) {
    const input = parseInput(listArgs, args);
    input.groupID = groupOf(gql.claims, input.groupID)!;
    if (!(await groupExists(gql.ctx.db, input.groupID)))
      throw new ApiError(Code.incorrectData, `unknown groupID ${input.groupID}`);
    const member = memberFor(gql, input.userID);
    const rows = await listGames(gql.ctx, input, member);
    return { total: rows[0]?.total ?? 0, items: rows.map((g) => gameView(gql.ctx, g, member !== undefined)) };
  },
  async game(args: unknown, gql: GqlContext) {
    const input = parseInput(gameArgs, args);
    const member = memberFor(gql, input.userID);
    const [games, mine] = await Promise.all([
      gql.ctx.catalogue.games(),
      member ? gql.ctx.catalogue.marksOf(member) : undefined,
    ]);
    const game = games[1]?.find((g) => String(g.id) === input.id);
    if (!game) return null;
    const listed = {
      ...game,
      favourite: mine ? mine.favourites.has(game.id) : null,
      recent: mine ? mine.recents.has(game.id) : null,
      total: 1,
    };
    return gameView(gql.ctx, listed, member !== undefined);
  },
  async categorys(args: unknown, gql: GqlContext) {
    const input = parseInput(categoryArgs, args);
    input.groupID = groupOf(gql.claims, input.groupID);
    const member = memberFor(gql, input.userID);
    return (await listCategories(gql.ctx.db, input, member)).map((c) => categoryView(gql.ctx, c, member !== undefined));
  },
  async getFavouriteAndRecent(args: { userID?: string | null }, gql: GqlContext) {
    const member = memberFor(gql, args.userID);
    return member ? counts(gql.ctx.db, member) : { countRecent: 0, countFavourite: 0 };
  },
  async getNotifys(args: { groupID: string; groupCustomer?: string | null }, gql: GqlContext) {
    return activeNotices(gql.ctx, groupOf(gql.claims, args.groupID)!, args.groupCustomer, undefined, gql.claims?.sub);
  },
  async getNotify(args: { groupID: string; id: string }, gql: GqlContext) {
    if (!/^\d{1,15}$/.test(args.id)) throw new ApiError(Code.incorrectData, 'id must be a notice id');
    return (await activeNotices(gql.ctx, groupOf(gql.claims, args.groupID)!, null, args.id))[0] ?? null;
  },
  async addFavourite(args: { gameID: string }, gql: GqlContext) {
    const claims = requireClaims(gql);
    const game = await gameOrFail(gql, args.gameID);
    await toggleFavourite(gql.ctx.db, claims.sub, game.id, nowDate(gql.ctx));
    return counts(gql.ctx.db, claims.sub);
  },
  async addRecent(args: { gameID: string }, gql: GqlContext) {
    const claims = requireClaims(gql);
    const game = await gameOrFail(gql, args.gameID);
    await touchRecent(gql.ctx.db, claims.sub, game.id, nowDate(gql.ctx));
    return counts(gql.ctx.db, claims.sub);
  },
};

const errorOf = (code: number, message: string) => ({ errors: [{ message, extensions: { code } }], data: null });

/** graphql-js directly (lighter than a server framework): parse + validate once per distinct query text. */
export async function graphqlRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();

  const compile = (query: string) => {
    let doc = documents.get(query);
    if (!doc) {
      try {
        const parsed = parse(query, { maxTokens: 5000 });
        const errors = validate(schema, parsed);
        doc = errors.length ? errors : parsed;
      } catch (error) {
        doc = [error as GraphQLError];
      }
      if (documents.size > 500) documents.clear();
      documents.set(query, doc);
    }
    return doc;
  };

  const run = async (request: FastifyRequest, input: unknown, readOnly = false) => {
    let parsed: z.output<typeof body>;
    try {
      parsed = parseInput(body, input);
    } catch (error) {
      return errorOf(Code.incorrectData, (error as Error).message);
    }
    let claims: AccessClaims | undefined;
    try {
      claims = await liveClaimsOf(ctx, request, false);
    } catch (error) {
      return errorOf((error as ApiError).code, (error as Error).message);
    }
    const doc = compile(parsed.query);
    if (Array.isArray(doc))
      return {
        errors: (doc as readonly GraphQLError[]).map((e) => ({
          message: e.message,
          extensions: { code: Code.incorrectData },
        })),
        data: null,
      };
    // A GET can be triggered cross-site by a link or an <img>: it may only read.
    if (
      readOnly &&
      (doc as DocumentNode).definitions.some((d) => d.kind === 'OperationDefinition' && d.operation !== 'query')
    ) {
      return errorOf(Code.incorrectData, 'mutations must be sent with POST');
    }
    const tooMuch = breakLimits(
      schema,
      doc as DocumentNode,
      parsed.operationName ?? undefined,
      parsed.variables ?? undefined,
    );
    if (tooMuch) return errorOf(Code.incorrectData, tooMuch);
    const result = await execute({
      schema,
      document: doc as DocumentNode,
      rootValue,
      contextValue: { ctx, claims } satisfies GqlContext,
      variableValues: parsed.variables ?? undefined,
      operationName: parsed.operationName ?? undefined,
    });
    if (!result.errors) return result;
    return {
      ...result,
      errors: result.errors.map((e) => {
        const original = e.originalError;
        if (original instanceof ApiError)
          return { message: original.message, path: e.path, extensions: { code: original.code } };
        if (isDataException(original))
          return {
            message: 'incorrect data: a value is out of range or not valid text',
            path: e.path,
            extensions: { code: Code.incorrectData },
          };
        if (original) {
          request.log.error({ err: original }, 'graphql resolver failed');
          return { message: 'something went wrong, please retry', path: e.path, extensions: { code: Code.internal } };
        }
        return { message: e.message, path: e.path, extensions: { code: Code.incorrectData } };
      }),
    };
  };

  app.post('/graphql', async (request) => run(request, request.body));
  app.get('/graphql', async (request) => {
    const q = parseInput(getQuery, request.query);
    let variables: unknown;
    try {
      variables = q.variables ? JSON.parse(q.variables) : undefined;
    } catch {
      return errorOf(Code.incorrectData, 'variables must be JSON');
    }
    return run(request, { query: q.query, variables, operationName: q.operationName }, true);
  });
}
