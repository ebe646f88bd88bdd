/**
 * Windows icon files, which sharp (libvips) cannot read. An ICO is a directory of images, each
 * either a PNG (modern icons) or a headerless BMP with a 1-bit transparency mask. We pick the
 * largest entry and hand sharp a PNG or raw RGBA pixels. 32-, 24- and 8-bit BMP entries are
 * decoded; rarer depths are refused.
 */
export type DecodedIco = { png: Buffer } | { raw: Buffer; width: number; height: number };

export function isIco(buf: Buffer): boolean {
  return buf.length > 6 && buf.readUInt16LE(0) === 0 && (buf.readUInt16LE(2) === 1 || buf.readUInt16LE(2) === 2) && buf.readUInt16LE(4) > 0;
}

export function decodeIco(buf: Buffer): DecodedIco {
  const count = buf.readUInt16LE(4);
  let best: { offset: number; size: number; area: number; bpp: number } | undefined;
  for (let i = 0; i < count; i++) {
    const e = 6 + i * 16;
    if (e + 16 > buf.length) break;
    const w = buf[e] || 256;
    const h = buf[e + 1] || 256;
    const bpp = buf.readUInt16LE(e + 6);
    const size = buf.readUInt32LE(e + 8);
    const offset = buf.readUInt32LE(e + 12);
    if (offset + size > buf.length) continue;
    const area = w * h;
    if (!best || area > best.area || (area === best.area && bpp > best.bpp)) best = { offset, size, area, bpp };
  }
  if (!best) throw new Error('ICO file has no readable image');
  const data = buf.subarray(best.offset, best.offset + best.size);
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { png: data };
  return decodeBmpEntry(data);
}

function decodeBmpEntry(d: Buffer): DecodedIco {
  const headerSize = d.readUInt32LE(0);
  const width = d.readInt32LE(4);
  const height = Math.abs(d.readInt32LE(8)) / 2; // XOR image + AND mask
  const bpp = d.readUInt16LE(14);
  if (width <= 0 || height <= 0 || width > 1024 || height > 1024) throw new Error('ICO entry has an implausible size');
  const colors = bpp <= 8 ? d.readUInt32LE(32) || 1 << bpp : 0;
  const paletteStart = headerSize;
  const pixelStart = paletteStart + colors * 4;
  const stride = Math.ceil((width * bpp) / 32) * 4;
  const maskStride = Math.ceil(width / 32) * 4;
  const maskStart = pixelStart + stride * height;
  const raw = Buffer.alloc(width * height * 4);
  let anyAlpha = false;
  for (let y = 0; y < height; y++) {
    const row = pixelStart + (height - 1 - y) * stride; // rows are stored bottom-up
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let r: number, g: number, b: number, a = 255;
      if (bpp === 32) {
        b = d[row + x * 4]; g = d[row + x * 4 + 1]; r = d[row + x * 4 + 2]; a = d[row + x * 4 + 3];
        if (a) anyAlpha = true;
      } else if (bpp === 24) {
        b = d[row + x * 3]; g = d[row + x * 3 + 1]; r = d[row + x * 3 + 2];
      } else if (bpp === 8 || bpp === 4 || bpp === 1) {
        const bit = x * bpp;
        const byte = d[row + (bit >> 3)];
        const index = bpp === 8 ? byte : bpp === 4 ? (byte >> (4 - (bit & 7))) & 0x0f : (byte >> (7 - (bit & 7))) & 1;
        const p = paletteStart + index * 4;
        b = d[p]; g = d[p + 1]; r = d[p + 2];
      } else {
        throw new Error(`ICO entries of ${bpp} bits per pixel are not supported`);
      }
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b; raw[o + 3] = a;
    }
  }
  // Without an alpha channel, transparency comes from the AND mask (1 = transparent).
  if (!anyAlpha && maskStart + maskStride * height <= d.length) {
    for (let y = 0; y < height; y++) {
      const row = maskStart + (height - 1 - y) * maskStride;
      for (let x = 0; x < width; x++) {
        const transparent = (d[row + (x >> 3)] >> (7 - (x & 7))) & 1;
        raw[(y * width + x) * 4 + 3] = transparent ? 0 : 255;
      }
    }
  }
  return { raw, width, height };
}
