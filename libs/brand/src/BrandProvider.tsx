import { createContext, useContext, type ReactNode } from 'react';
import type { BrandConfig, FeatureFlag } from './types';

const BrandContext = createContext<BrandConfig | null>(null);

export function BrandProvider({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() needs a <BrandProvider> above it');
  return brand;
}

/** True when the brand turns the flag on (e.g. useFeature('hideRegister')). */
export function useFeature<F extends FeatureFlag>(flag: F): BrandConfig[F] {
  return useBrand()[flag];
}
