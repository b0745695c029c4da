/**
 * The store's libraries (React, Redux, Immer, RTK Query and its React hooks) without the api built from them: the boot
 * evaluates them a task before `api.ts`, whose `createApi` is the other half of that work (issue 14: TBT).
 */
export { createApi } from '@reduxjs/toolkit/query/react';
