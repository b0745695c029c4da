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

describe('Batcher with fetches in flight', () => {
  it('holds the loads that arrive while a fetch runs for one fetch that leaves as soon as it returns', async () => {
    const calls: number[][] = [];
    let release: (() => void) | undefined;
    const b = new Batcher<number, number>(
      (keys) => {
        calls.push(keys);
        return new Promise((resolve) => {
          release = () => resolve(new Map(keys.map((k) => [k, k * 10])));
        });
      },
      200,
      1,
    );
    const first = b.load(1);
    await new Promise((r) => setImmediate(r));
    expect(calls).toEqual([[1]]);
    // Three more ticks of loads while the first fetch runs: none leaves yet.
    const later: Promise<number | undefined>[] = [];
    for (const k of [2, 3, 4]) {
      later.push(b.load(k));
      await new Promise((r) => setImmediate(r));
    }
    expect(calls).toEqual([[1]]);
    release!();
    expect(await first).toBe(10);
    await new Promise((r) => setImmediate(r));
    expect(calls).toEqual([[1], [2, 3, 4]]);
    release!();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('sends what is over the batch size with the next fetch', async () => {
    const sizes: number[] = [];
    const b = new Batcher<number, number>(
      async (keys) => {
        sizes.push(keys.length);
        return new Map(keys.map((k) => [k, k]));
      },
      10,
      1,
    );
    const all = await Promise.all(Array.from({ length: 25 }, (_, i) => b.load(i)));
    expect(all).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(sizes.reduce((s, n) => s + n, 0)).toBe(25);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
  });
});
