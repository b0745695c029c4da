import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './baseQuery';

/** The one RTK Query api; each lib adds its calls with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  // Server data each call provides, so a change elsewhere (a deposit, a withdrawal) invalidates exactly what moved.
  tagTypes: ['Profile', 'Credit', 'History', 'Line', 'Withdraw'],
  // The network came back (the shell calls setupListeners): what is on screen is asked for again.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
