import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random secret as URL-safe text: `bytes` bytes from the operating system's secure source. */
export const randomSecret = (bytes: number): string => randomBytes(bytes).toString('base64url');

/** A 4-digit code from the secure source, uniformly distributed (randomInt, not Math.random). */
export const randomCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

/**
 * Secrets are stored as SHA-256 hashes. Tokens and links carry 128 bits or more, so a fast hash is
 * enough; codes have 13 bits and are protected by attempt limits and short lifetimes, not the hash.
 */
export const hashSecret = (secret: string): Buffer => createHash('sha256').update(secret).digest();

export const sameHash = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);
