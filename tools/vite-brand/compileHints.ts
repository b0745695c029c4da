import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint: a script that opens with this comment has all of its functions compiled eagerly, on a
 * background thread while it streams in, instead of each one lazily on the main thread the first time it is called.
 * A start-up calls most of what its chunks hold (React, the router, the store, Apollo, the page), and that lazy
 * compiling was ~80 ms of the main thread unthrottled on `/` (issue 14: TBT). V8 reads it only as the file's first
 * line. Browsers without the hint read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Opens every JavaScript chunk with the hint, once the chunk is final: a comment added before minifying is dropped,
 * and Vite writes its preload map (`__vite__mapDeps`) above a banner. No source maps are built, so no line moves. The
 * names' hashes are taken before this hook; the hint is the same in every chunk, so a name still says what it holds.
 */
export function compileHints(): Plugin {
  return {
    name: 'lobby:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own hooks: its preload map is written in this hook too.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}
