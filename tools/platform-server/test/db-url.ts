/** argon2 at a fraction of the production cost keeps the suite fast; the algorithm is the same. */
export const TEST_HASHING = { memoryCost: 1024, timeCost: 1 };

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
