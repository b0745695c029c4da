import { describe, expect, it } from 'vitest';
import { Batcher } from '../src/db/batch.ts';

describe('Batcher', () => {
  it('coalesces the loads of one tick into one fetch, deduplicating keys', async () => {
    const calls: string[][] = [];
    const b = new Batcher<string, number>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.length]));
    });
    const results = await Promise.all(['a', 'bb', 'a', 'missing'].map((k) => b.load(k)));
    expect(results).toEqual([1, 2, 1, undefined]);
    expect(calls).toEqual([['a', 'bb', 'missing']]);
    expect(await b.load('ccc')).toBe(3);
    expect(calls).toHaveLength(2);
  });

  it('splits at maxBatch and passes a failure to every waiter of that batch', async () => {
    const sizes: number[] = [];
    const b = new Batcher<number, number>(async (keys) => {
      sizes.push(keys.length);
      if (keys.includes(13)) throw new Error('db down');
      return new Map(keys.map((k) => [k, k]));
    }, 10);
    const all = await Promise.allSettled(Array.from({ length: 25 }, (_, i) => b.load(i)));
    expect(sizes).toEqual([10, 10, 5]);
    expect(all.filter((r) => r.status === 'rejected')).toHaveLength(10);
  });
});
