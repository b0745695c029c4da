import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '@lobby/api-client';
import type { SiteStore } from '@lobby/site';

export type SiteDispatch = SiteStore['dispatch'];
export const useSiteDispatch = useDispatch.withTypes<SiteDispatch>();
export const useSiteSelector = useSelector.withTypes<RootState>();
