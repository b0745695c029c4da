import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export interface HashingCost {
  memoryCost: number;
  timeCost: number;
}

export function hashPassword(password: string, cost: HashingCost): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the username is unknown keeps the answer time the same, so response
 * timing does not reveal which usernames exist.
 */
export const DUMMY_HASH_INPUT = 'not-a-real-password';
