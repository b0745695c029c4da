/**
 * The launch answer (`launchAnswer` in api/games.ts: code 0, a message, the game window's URL as `result`) checked by
 * hand. A visitor's demo game makes no other call whose answer is checked, and loading zod and the answer schemas for
 * this one was a task of ~20 ms unthrottled (~80 ms on Lighthouse's phone) as the game window opened (issue 14). A
 * test holds it to the zod schema's verdicts.
 */
export const launchAnswerCheck = {
  safeParse(body: unknown): { success: true; data: LaunchAnswerBody } | { success: false } {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { success: false };
    const { code, message, result } = body as Record<string, unknown>;
    return code === 0 && typeof message === 'string' && typeof result === 'string'
      ? { success: true, data: body as LaunchAnswerBody }
      : { success: false };
  },
};

export type LaunchAnswerBody = { code: 0; message: string; result: string } & Record<string, unknown>;
