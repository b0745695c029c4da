import { z } from 'zod/mini';
import * as f from '../fields';
import { done, success } from './envelope';

/**
 * The platform's calls no brand site makes: the operator's, a payment gateway's, a game provider's, the sandbox's
 * and the GraphQL transport. The site's bundle never imports this module.
 */

// Operator
export const maintenanceAnswer = z.looseObject({
  /** 0: maintenance is on; 1: online. */
  code: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  result: z.object({ maintenance: z.boolean(), time: z.nullable(z.string()), siteClosed: z.boolean() }),
});
/** A brand site names its group: a brand closed on its own reads closed too. */
export const rootQuery = z.object({ groupID: z.optional(z.string().check(z.maxLength(f.GROUP_ID_MAX))) });
export const healthAnswer = done;
export const adminCommandBody = z.object({
  args: z.array(z.string().check(z.maxLength(5000))).check(z.minLength(1), z.maxLength(40)),
});
export const adminCommandAnswer = success(z.string());

// Payment gateway
const txnId = z.string().check(z.regex(/^[\w.:-]{1,80}$/, 'txnId: 1-80 of A-Z a-z 0-9 _ . : -'));
const gatewayAmount = z.union([z.number(), z.string().check(z.maxLength(24))]);
export const gatewayEvent = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('qr.paid'),
    txnId,
    merchantRef: z.string().check(z.minLength(1), z.maxLength(40)),
    amount: gatewayAmount,
  }),
  z.object({
    event: z.literal('transfer.received'),
    txnId,
    channelId: z.coerce.number().check(z.int(), z.positive()),
    currency: z.enum(['THB', 'USDT']),
    amount: gatewayAmount,
    from: z.union([
      z.object({
        bank_id: z.string().check(z.maxLength(10)),
        bank_no: z.string().check(z.regex(/^\d{10,12}$/, 'from.bank_no: 10-12 digits')),
      }),
      z.object({ reference: z.string().check(z.minLength(1), z.maxLength(40)) }),
    ]),
  }),
]);
export const gatewayAnswer = success(
  z.looseObject({
    merchantRef: z.optional(z.string()),
    depositId: z.optional(z.number()),
    status: z.optional(z.string()),
    credited: z.number(),
    matchedNotice: z.optional(z.boolean()),
    balance: z.optional(z.nullable(z.number())),
  }),
);

// Game provider wallet (seamless wallet) and the sandbox slot
export const SANDBOX_PROVIDER = 'lobby-slots';
const providerId = (field: string) =>
  z.string().check(z.regex(/^[\w.:-]{1,80}$/, `${field}: 1-80 of A-Z a-z 0-9 _ . : -`));
const money = z.union([z.number(), z.string().check(z.maxLength(24))]);
const ticket = z.string().check(z.minLength(1), z.maxLength(2048));
const roundBase = {
  provider: z._default(providerId('provider'), SANDBOX_PROVIDER),
  /** The launch ticket. */
  token: ticket,
  txId: providerId('txId'),
  roundId: providerId('roundId'),
  gameCode: z.string().check(z.minLength(1), z.maxLength(80)),
};
export const providerBalanceBody = z.object({ token: ticket });
export const providerBetBody = z.object({ ...roundBase, amount: money });
export const providerWinBody = z.object({ ...roundBase, amount: money, betTxId: z.optional(providerId('betTxId')) });
export const providerRollbackBody = z.object({ ...roundBase, betTxId: providerId('betTxId') });
export const providerBalanceAnswer = success(z.object({ balance: z.number(), currency: z.literal('THB') }));
export const providerWalletAnswer = success(
  z.looseObject({ txId: z.string(), balance: z.number(), currency: z.literal('THB') }),
);

export const spinBody = z.object({
  ticket,
  bet: money,
  game: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'sandbox-slot'),
});
export const spinAnswer = success(
  z.looseObject({
    roundId: z.optional(z.string()),
    demo: z.optional(z.boolean()),
    reels: z.array(z.string()),
    multiplier: z.number(),
    bet: z.optional(z.number()),
    win: z.number(),
    balance: z.optional(z.number()),
  }),
);
export const paytableAnswer = success(z.looseObject({}));
export const playParams = z.object({ code: z.string().check(z.maxLength(80)) });
export const playQuery = z.object({
  ticket: z._default(z.string().check(z.maxLength(2048)), ''),
  lang: z._default(z.enum(['th', 'en']), 'th'),
});

// Artwork
export const assetParams = z.object({
  kind: z.string().check(z.maxLength(40)),
  file: z.string().check(z.maxLength(100)),
});

// GraphQL transport (the operations and their types are libs/api-client/src/schema.graphql)
export const graphqlBody = z.object({
  query: z.string({ error: 'query is required' }).check(z.minLength(1, 'query is required'), z.maxLength(20_000)),
  variables: z.nullish(z.record(z.string(), z.unknown())),
  operationName: z.nullish(z.string().check(z.maxLength(200))),
});
/** GET carries the same in the query string, variables as JSON text. */
export const graphqlQuery = z.object({
  query: z.optional(z.string().check(z.maxLength(20_000))),
  variables: z.optional(z.string().check(z.maxLength(20_000))),
  operationName: z.optional(z.string().check(z.maxLength(200))),
});
/** `data` and / or `errors`, each error with a numeric `extensions.code`. */
export const graphqlAnswer = z.looseObject({
  data: z.optional(z.unknown()),
  errors: z.optional(z.array(z.looseObject({ message: z.string(), extensions: z.looseObject({ code: z.number() }) }))),
});

// Sandbox
const sandboxTxnId = z.optional(z.string().check(z.regex(/^[\w.:-]{1,80}$/)));
const sandboxAmount = z.union([z.number().check(z.positive()), z.string().check(z.regex(/^\d+(\.\d{1,6})?$/))]);
export const sandboxOtpQuery = z.object({ phone: z.string().check(z.regex(/^0\d{9}$/, 'phone must be 10 digits')) });
export const sandboxOtpAnswer = success(
  z.object({
    phone: z.string(),
    otp: z.nullable(z.string()),
    reference: z.nullable(z.string()),
    message: z.string(),
    sent_at: z.string(),
  }),
);
export const consentQuery = z.object({ state: z.string().check(z.maxLength(100)) });
export const consentBody = z.object({
  state: z.string().check(z.maxLength(100)),
  decision: z._default(z.enum(['allow', 'deny']), 'allow'),
});
export const consentAnswer = success(
  z.looseObject({ linked: z.boolean(), username: z.string(), code: z.optional(z.string()) }),
);
export const payParams = z.object({ merchantRef: z.string().check(z.minLength(1), z.maxLength(40)) });
export const payBody = z.object({ amount: z.optional(sandboxAmount), txnId: sandboxTxnId });
export const sandboxTransferBody = z.object({
  type: z.enum(['bank', 'usdt']),
  username: z.string().check(z.minLength(1), z.maxLength(40)),
  amount: sandboxAmount,
  channel_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
  txnId: sandboxTxnId,
});
/** The gateway callback's answer plus the event the sandbox payer sent. */
export const sandboxPaymentAnswer = z.looseObject({ code: z.literal(0), message: z.string(), event: z.unknown() });
export const withdrawalsQuery = z.object({ username: z.optional(z.string().check(z.maxLength(40))) });
export const withdrawalsAnswer = success(
  z.array(
    z.looseObject({ id: z.number(), username: z.string(), amount: z.number(), status: z.string(), date: z.string() }),
  ),
);
export const decisionParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
  decision: z.enum(['approve', 'reject']),
});
export const decisionBody = z.object({ reason: z.optional(z.string().check(z.maxLength(200))) });
export const decisionAnswer = success(
  z.looseObject({ id: z.number(), status: z.string(), amount: z.number(), balance: z.optional(z.number()) }),
);
export const rollupBody = z.object({ day: z.optional(f.isoDay()) });
export const rollupAnswer = success(z.unknown());
