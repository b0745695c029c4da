import { ModalLayer } from '../overlay/ModalLayer';
import type { OverlayProps } from '../overlay/overlayProps';
import { vars } from '../../theme/contract.css';
import * as s from './BottomSheet.css';

export type BottomSheetProps = OverlayProps;

/** A picker or menu sliding up from the bottom edge; the slide is skipped under reduced motion. */
export function BottomSheet({ open, ...content }: BottomSheetProps) {
  if (!open) return null;
  return (
    <ModalLayer
      {...content}
      zIndex={vars.z.drawer}
      layerClassName={s.layer}
      panelClassName={s.panel}
      top={<span className={s.handle} aria-hidden="true" />}
    />
  );
}
