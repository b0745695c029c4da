import type { MouseEventHandler, ReactNode } from 'react';

/** What a link renderer receives; spread it on a router link (`to={href}`) or an anchor. */
export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  'aria-busy'?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * Lets the shell plug its router in without this lib importing one:
 * `renderLink={({ href, ...rest }) => <Link to={href} {...rest} />}`.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const anchorLink: RenderLink = ({ href, ...rest }) => <a href={href} {...rest} />;

/** A plain left click without modifier keys: the only click a link should turn into an in-page action. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
