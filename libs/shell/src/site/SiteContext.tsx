import { createContext, useContext } from 'react';
import type { I18nInstances } from '@lobby/site';

export const I18nInstancesContext = createContext<I18nInstances | null>(null);

export function useI18nInstances(): I18nInstances {
  const value = useContext(I18nInstancesContext);
  if (!value) throw new Error('SiteRoot must render inside createSite()');
  return value;
}
