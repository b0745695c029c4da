const KEY = 'lobby.chunkReloadAt';
const MINUTE = 60_000;

/** What Chrome, Safari, Firefox and webpack-style loaders say when a lazy chunk is gone. */
const CHUNK_LOAD_ERROR = new RegExp(
  [
    'Failed to fetch dynamically imported module',
    'Importing a module script failed',
    'error loading dynamically imported module',
    'ChunkLoadError',
  ].join('|'),
  'i',
);

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_LOAD_ERROR.test(message);
}

/** A new deploy removes old chunks: reload to pick up the new build, at most once per minute (spec §8). */
export function reloadOnceForChunkError(
  error: unknown,
  now = Date.now(),
  storage: Storage | undefined = globalThis.sessionStorage,
): boolean {
  if (!isChunkLoadError(error) || !storage) return false;
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < MINUTE) return false;
  storage.setItem(KEY, String(now));
  globalThis.location?.reload();
  return true;
}
