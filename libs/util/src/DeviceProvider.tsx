import { createContext, useContext, type ReactNode } from 'react';
import type { DeviceClass } from './device';

const DeviceContext = createContext<DeviceClass>('desktop');

export function DeviceProvider({ device, children }: { device: DeviceClass; children: ReactNode }) {
  return <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>;
}

/** mobile | ipad | desktop, from the user agent (spec §2). */
export function useDevice(): DeviceClass {
  return useContext(DeviceContext);
}
