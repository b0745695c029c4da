/**
 * Coalesces lookups made in the same tick into one query (the DataLoader idea): under load, fifty
 * concurrent credit calls cost one indexed `= ANY($1)` round-trip instead of fifty. Each caller
 * still gets a value read after its request arrived, so nothing is stale.
 */
export class Batcher<K, V> {
  #pending = new Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>();
  #scheduled = false;

  constructor(
    private readonly fetch: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 200,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.#pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.#pending.set(key, [{ resolve, reject }]);
      if (this.#pending.size >= this.maxBatch) this.#flush();
      else if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => this.#flush());
      }
    });
  }

  #flush(): void {
    this.#scheduled = false;
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    this.fetch([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
      },
      (error) => {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      },
    );
  }
}
