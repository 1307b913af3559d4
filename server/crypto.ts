import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { v7 } from 'uuid';

/** Ids are UUIDv7 so rows sort by creation time and clients can make them offline. */
export function newId(): string {
  return v7();
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** An opaque secret for refresh and reset tokens; only its hash is stored. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function randomOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A generated password that meets the password rule (letters and digits, 20 characters). */
export function randomPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = Array.from({ length: 18 }, () => all[randomInt(all.length)]);
  return `${chars.join('')}${letters[randomInt(letters.length)]}${digits[randomInt(digits.length)]}`;
}

export function hashPassword(password: string): Promise<string> {
  // argon2id with the library's defaults (19 MiB, 2 passes): the OWASP minimum for argon2id.
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
