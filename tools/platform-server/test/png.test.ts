import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../src/games/png.ts';

/** The chunks of a PNG, each checked against its CRC. */
function chunks(png: Buffer) {
  const found: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    found.push({ type, data });
    at += 12 + length;
  }
  return found;
}

/** The pixels back out of an RGB PNG whose rows use the Sub filter, as a decoder would. */
function decodeSubFiltered(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  const all = chunks(png);
  const header = all.find((c) => c.type === 'IHDR')!.data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(all.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 3;
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(1);
    for (let i = 0; i < stride; i++) {
      const left = i >= 3 ? rgb[y * stride + i - 3]! : 0;
      rgb[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + left) & 0xff;
    }
  }
  return { width, height, rgb };
}

describe('encodePng', () => {
  it('writes a PNG whose pixels decode back to the input, bytes that wrap included', () => {
    const width = 5;
    const height = 3;
    const rgb = Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 97 + 13) % 256);
    const png = encodePng(width, height, rgb);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(chunks(png).map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks(png)[0]!.data;
    expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    const decoded = decodeSubFiltered(png);
    expect([decoded.width, decoded.height]).toEqual([width, height]);
    expect([...decoded.rgb]).toEqual([...rgb]);
  });

  it('refuses pixels that do not fill the picture', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(RangeError);
  });
});
