import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './baseQuery';

/** The one RTK Query api; each lib adds its calls with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Profile', 'Credit', 'Counts', 'History', 'Line'],
  endpoints: () => ({}),
});
