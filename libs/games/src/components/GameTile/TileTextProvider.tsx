import { useContext, type ReactNode } from 'react';
import { TileTextContext, useTileText } from './tileText';

function OwnTileText({ children }: { children: ReactNode }) {
  return <TileTextContext.Provider value={useTileText()}>{children}</TileTextContext.Provider>;
}

/**
 * The tiles' texts for everything inside, resolved once: the home page's rows of fourteen tiles made ~340 translation
 * calls and ~60 i18n subscriptions as they hydrated when each tile asked for its own (issue 14: TBT). Where a
 * provider above already has them, this adds nothing.
 */
export function TileTextProvider({ children }: { children: ReactNode }) {
  return useContext(TileTextContext) ? children : <OwnTileText>{children}</OwnTileText>;
}
