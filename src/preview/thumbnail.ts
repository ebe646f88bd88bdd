import sharp from 'sharp';

/** Width and height from a PNG's IHDR chunk (no decoding). */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.readUInt32BE(12) !== 0x49484452) throw new Error('not a PNG image');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export const THUMBNAIL_WIDTH = 320;
/** Long emails keep their top (what a reader sees first) rather than shrinking to a sliver. */
export const THUMBNAIL_MAX_HEIGHT = 640;

/** A PNG thumbnail of a screenshot: 320 px wide (never enlarged), at most 640 px tall, from the top. */
export async function makeThumbnail(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { width, height } = pngSize(png);
  const scale = Math.min(1, THUMBNAIL_WIDTH / width);
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.min(THUMBNAIL_MAX_HEIGHT, Math.round(height * scale)));
  // Only the rows that end up in the thumbnail are decoded and resized.
  const sourceRows = Math.min(height, Math.ceil(h / scale));
  const data = await sharp(png, { limitInputPixels: false })
    .extract({ left: 0, top: 0, width, height: sourceRows })
    .resize({ width: w, height: h, fit: 'fill' })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return { data, width: w, height: h };
}
