import type { ReactNode } from 'react';
import { ModalLayer } from '../overlay/ModalLayer';
import type { OverlayProps } from '../overlay/overlayProps';
import { vars } from '../../theme/contract.css';
import * as s from './Dialog.css';

export type DialogProps = OverlayProps & {
  /** Shown above the title, e.g. an announcement banner <img> with alt text. */
  image?: ReactNode;
};

/** A centred modal: announcements, confirmations, the closed-site notice. */
export function Dialog({ open, image, ...content }: DialogProps) {
  if (!open) return null;
  return (
    <ModalLayer
      {...content}
      zIndex={vars.z.dialog}
      layerClassName={s.layer}
      panelClassName={s.panel}
      footerClassName={s.footer}
      top={image ? <div className={s.image}>{image}</div> : null}
    />
  );
}
