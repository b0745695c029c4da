import type { ComponentPropsWithRef, ElementType } from 'react';
import { withButtonLook, type ButtonStyleProps } from './Button';

export type ButtonLinkProps<C extends ElementType = 'a'> = ButtonStyleProps & {
  /** Element or component to render, e.g. a router's Link; defaults to a plain anchor. */
  as?: C;
} & Omit<ComponentPropsWithRef<C>, keyof ButtonStyleProps | 'as'>;

/** A link that looks like a Button. Navigation stays a link so it opens in new tabs and reads as a link. */
export function ButtonLink<C extends ElementType = 'a'>({ as, ...props }: ButtonLinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  return <Component {...withButtonLook(props)} />;
}
