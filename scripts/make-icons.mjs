// Draws the app icons (a fork on the brand green) as PNGs with no image library: run once, commit the files.
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return Buffer.concat([len, body, sum]);
};

function icon(size, padding) {
  const green = [0x55, 0x8b, 0x2f];
  const white = [0xff, 0xff, 0xff];
  const rows = [];
  const s = (v) => v * size;
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) {
      const u = (x - s(padding)) / (size - 2 * s(padding));
      const v = (y - s(padding)) / (size - 2 * s(padding));
      const tine = [0.36, 0.45, 0.55, 0.64].some((cx) => Math.abs(u - cx) < 0.025) && v > 0.18 && v < 0.42;
      const head = u > 0.335 && u < 0.665 && v >= 0.42 && v < 0.5;
      const neck = Math.abs(u - 0.5) < 0.045 && v >= 0.5 && v < 0.84;
      row.push(...(tine || head || neck ? white : green), 255);
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', icon(192, 0));
writeFileSync('public/icons/icon-512.png', icon(512, 0));
writeFileSync('public/icons/icon-512-maskable.png', icon(512, 0.1));
