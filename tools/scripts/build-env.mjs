#!/usr/bin/env node
/**
 * The environment a brand's build reads (Vite's VITE_* variables and mode, the prerender switch), printed for Nx's
 * build hash (nx.json: a `runtime` input): a build made with other settings is never served from the cache.
 */
const read = Object.keys(process.env)
  .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV' || name === 'LOBBY_PRERENDER')
  .sort();
console.log(read.map((name) => `${name}=${process.env[name]}`).join('\n'));
