import QRCode from 'qrcode';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_QR_PX, AddressQr } from './AddressQr';

// The real library, with its drawing call watched (the component imports it lazily, by its named exports).
vi.mock('qrcode', async (original) => {
  const real = (await original<{ default: typeof QRCode }>()).default;
  const watched = { ...real, toDataURL: vi.fn(real.toDataURL) };
  return { ...watched, default: watched };
});

const ADDRESS = 'TNKG9XqR3bVn5LmKp2WcYd7FhJs4Tg8Ae6';

describe('USDT address QR (spec §9)', () => {
  it('draws the address at 200 px with high error correction (H)', async () => {
    render(<AddressQr address={ADDRESS} alt="QR" />);
    const image = await screen.findByTestId('usdt-address-qr');
    expect(image).toHaveAttribute('width', String(ADDRESS_QR_PX));
    expect(ADDRESS_QR_PX).toBe(200);
    const toDataURL = vi.mocked(QRCode.toDataURL);
    expect(toDataURL).toHaveBeenCalledTimes(1);
    const [text, options] = toDataURL.mock.calls[0] as unknown as [string, QRCode.QRCodeToDataURLOptions];
    expect(text).toBe(ADDRESS);
    expect(options).toMatchObject({ errorCorrectionLevel: 'H', width: 200 });
    // The symbol those options make is an H symbol: the level the library encodes, not only the option's name.
    const symbol = QRCode.create(text, options);
    const level = (name: QRCode.QRCodeErrorCorrectionLevel) =>
      QRCode.create(text, { errorCorrectionLevel: name }).errorCorrectionLevel.bit;
    expect(symbol.errorCorrectionLevel.bit).toBe(level('high'));
    expect(symbol.errorCorrectionLevel.bit).not.toBe(level('medium'));
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });
});
