/**
 * Coalesces lookups made in the same tick into one query (the DataLoader idea): under load, fifty
 * concurrent credit calls cost one indexed `= ANY($1)` round-trip instead of fifty. Each caller
 * still gets a value read after its request arrived, so nothing is stale.
 *
 * At most `maxInFlight` fetches (1) run at once: lookups that arrive while one runs wait for the next, which leaves
 * as soon as it returns. The busier the server, the larger each batch and the fewer the round trips (a round
 * trip costs a system call each way, for the server and the database alike: under load they were the credit call's
 * largest cost), for at most one round trip more of waiting.
 */
export class Batcher<K, V> {
  #pending = new Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>();
  #scheduled = false;
  #inFlight = 0;

  constructor(
    private readonly fetch: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 200,
    private readonly maxInFlight = 1,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.#pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.#pending.set(key, [{ resolve, reject }]);
      if (this.#inFlight >= this.maxInFlight) return; // the next fetch leaves when one returns
      if (this.#pending.size >= this.maxBatch) this.#flush();
      else if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => this.#flush());
      }
    });
  }

  #flush(): void {
    this.#scheduled = false;
    if (this.#pending.size === 0 || this.#inFlight >= this.maxInFlight) return;
    let batch = this.#pending;
    if (batch.size > this.maxBatch) {
      // Keep what is over the batch size for the next fetch.
      const rest = [...batch].slice(this.maxBatch);
      batch = new Map([...batch].slice(0, this.maxBatch));
      this.#pending = new Map(rest);
    } else this.#pending = new Map();
    this.#inFlight++;
    this.fetch([...batch.keys()])
      .then(
        (found) => {
          for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
        },
        (error) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
        },
      )
      .finally(() => {
        this.#inFlight--;
        if (this.#pending.size > 0) this.#flush();
      });
  }
}
