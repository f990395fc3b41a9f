/**
 * UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids made on a device sort by
 * creation time, which keeps IndexedDB keys and server indexes append-friendly.
 */
export function uuidv7(nowMs: number, random: Uint8Array): string {
  if (random.length < 10) throw new Error('uuidv7 needs 10 random bytes');
  const bytes = new Uint8Array(16);
  let ms = Math.floor(nowMs);
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes.set(random.subarray(0, 10), 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface Clock {
  now(): Date;
}

export interface IdSource {
  next(): string;
}

export const systemClock: Clock = { now: () => new Date() };

export function cryptoIdSource(clock: Clock = systemClock): IdSource {
  return {
    next: () => uuidv7(clock.now().getTime(), globalThis.crypto.getRandomValues(new Uint8Array(10))),
  };
}
