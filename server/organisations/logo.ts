/** Logos are at most 1,000,000 bytes of image, measured after decoding (1-shell.txt section 5). */
export const LOGO_MAX_BYTES = 1_000_000;
/** Pixel dimensions beyond this are refused: a small file can still decode to a huge bitmap. */
export const LOGO_MAX_PIXELS = 4096;

export type LogoCheck =
  | { ok: true; bytes: Buffer; type: 'image/png' | 'image/jpeg' | 'image/webp'; width: number; height: number }
  | { ok: false; message: string };

const TOO_BIG = 'Logo file size is too big. Please upload a file smaller than 1MB.';
const NOT_AN_IMAGE = 'Upload a PNG, JPEG or WebP image.';
const TOO_MANY_PIXELS = `The logo may be at most ${LOGO_MAX_PIXELS} by ${LOGO_MAX_PIXELS} pixels.`;

/**
 * Reads a logo sent as base64 (optionally a data URL) and recognises it by its bytes, never by a
 * name or a declared type: PNG, JPEG or WebP, with its dimensions from the header.
 */
export function checkLogo(encoded: string): LogoCheck {
  const base64 = encoded.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return { ok: false, message: NOT_AN_IMAGE };
  if (Math.floor((base64.length * 3) / 4) > LOGO_MAX_BYTES + 2) return { ok: false, message: TOO_BIG };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, message: TOO_BIG };
  const image = png(bytes) ?? jpeg(bytes) ?? webp(bytes);
  if (!image) return { ok: false, message: NOT_AN_IMAGE };
  if (image.width < 1 || image.height < 1 || image.width > LOGO_MAX_PIXELS || image.height > LOGO_MAX_PIXELS)
    return { ok: false, message: TOO_MANY_PIXELS };
  return { ok: true, bytes, ...image };
}

function png(b: Buffer) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (b.length < 24 || !b.subarray(0, 8).equals(signature) || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { type: 'image/png' as const, width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function jpeg(b: Buffer) {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    const length = b.readUInt16BE(i + 2);
    // Start-of-frame markers (baseline, progressive, ...) carry the dimensions.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { type: 'image/jpeg' as const, height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return undefined;
}

function webp(b: Buffer) {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP')
    return undefined;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { type: 'image/webp' as const, width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return { type: 'image/webp' as const, width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X')
    return { type: 'image/webp' as const, width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return undefined;
}
