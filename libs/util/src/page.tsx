import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * What a page knows about its own title: the name of the thing it shows (a game's name), which replaces the
 * address's parameter in the header and the document title. The shell provides it.
 */
export interface PageTitleState {
  param: string | undefined;
  setParam: (param: string | undefined) => void;
}

export const PageTitleContext = createContext<PageTitleState>({ param: undefined, setParam: () => undefined });

/**
 * Holds the name the open page gave itself. Its own component: a page naming itself (a game's answer arriving)
 * re-renders what reads the name, not whatever renders the provider and everything under it.
 */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [param, setParam] = useState<string>();
  const value = useMemo(() => ({ param, setParam }), [param]);
  return <PageTitleContext.Provider value={value}>{children}</PageTitleContext.Provider>;
}

/** Names what the page shows (e.g. the game's name in the page's language) for as long as the page is open. */
export function usePageTitleParam(param: string | undefined): void {
  const { setParam } = useContext(PageTitleContext);
  useEffect(() => {
    setParam(param);
    return () => setParam(undefined);
  }, [param, setParam]);
}

/** The name a page gave itself, if any. */
export function usePageTitleOverride(): string | undefined {
  return useContext(PageTitleContext).param;
}

/**
 * Ends the page with the site's 404 (spec §2 "This page could not be found"), for addresses that match a route but
 * name nothing: an unknown list id, a game that does not exist.
 */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof Response && error.status === 404;
}
