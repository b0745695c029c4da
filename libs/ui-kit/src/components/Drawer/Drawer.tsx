import { ModalLayer } from '../overlay/ModalLayer';
import type { OverlayProps } from '../overlay/overlayProps';
import { vars } from '../../theme/contract.css';
import * as s from './Drawer.css';

export type DrawerProps = OverlayProps;

/** Right-hand side panel (spec: 440px), full width on phones. */
export function Drawer({ open, ...content }: DrawerProps) {
  if (!open) return null;
  return <ModalLayer {...content} zIndex={vars.z.drawer} layerClassName={s.layer} panelClassName={s.panel} />;
}
