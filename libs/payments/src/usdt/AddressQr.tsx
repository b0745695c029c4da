import { Skeleton } from '@lobby/ui-kit';
import { useEffect, useState } from 'react';
import * as css from './UsdtTab.css';

/** Spec §9: the USDT address QR is 200 px with high error correction. */
export const ADDRESS_QR_PX = 200;

/** The wallet address as a QR, drawn in the browser (the QR library loads only with this tab). */
export function AddressQr({ address, alt }: { address: string; alt: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setImage(null);
    void import('qrcode')
      .then((QRCode) =>
        QRCode.toDataURL(address, { errorCorrectionLevel: 'H', width: ADDRESS_QR_PX, margin: 2, type: 'image/png' }),
      )
      .then((url) => live && setImage(url))
      .catch(() => live && setImage(null));
    return () => {
      live = false;
    };
  }, [address]);
  return image ? (
    <img
      src={image}
      alt={alt}
      width={ADDRESS_QR_PX}
      height={ADDRESS_QR_PX}
      className={css.qr}
      data-testid="usdt-address-qr"
    />
  ) : (
    <Skeleton shape="rect" width={`${ADDRESS_QR_PX}px`} />
  );
}
