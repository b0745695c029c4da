import { z } from 'zod/mini';
import * as f from '../fields';
import { success } from './envelope';

const username = z
  .string({ error: 'username is required' })
  .check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(40));

export const lineAction = z._default(
  z.enum(['link', 'change', 'login'], { error: 'action must be link, change or login' }),
  'link',
);
export const lineAuthorizeQuery = z.object({
  username,
  action: lineAction,
  /** Where the consent page sends the member back: a brand site or this server. */
  redirect_uri: z.optional(z.url('redirect_uri must be an absolute URL').check(z.maxLength(500))),
});
/** `result` (and `url`) is the consent page to send the browser to. */
export const lineAuthorizeAnswer = success(z.string(), { url: z.string() });

export const lineLoginBody = z.object({
  code: z.string({ error: 'code is required' }).check(z.minLength(10), z.maxLength(100)),
  groupID: z.optional(f.groupId),
});

export const lineCheckQuery = z.object({ username });
/** Code 0 when linked; code 1 ("not linked") otherwise. */
export const lineCheckAnswer = z.looseObject({
  code: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  result: z.object({ linked: z.boolean() }),
});
