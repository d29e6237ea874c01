/**
 * Tokens (sessions, e-mail confirmation, password reset) and password hashes.
 *
 * Tokens are 256 random bits handed to the customer once and stored only as their SHA-256: a
 * leaked table then opens no session. A fast hash is enough for them (unlike passwords) because
 * 256 random bits cannot be guessed.
 */
import { hash, verify, type Options } from '@node-rs/argon2';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** Argon2id with the OWASP Password Storage Cheat Sheet's first configuration (19 MiB, 2 passes). */
export const ARGON2_OPTIONS = {
  // @node-rs/argon2 declares `Algorithm` as a const enum, which isolated modules cannot read; 2 is Argon2id.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const sealInfo = 'seedshop: sealed with a token';
const ivBytes = 12;
const tagBytes = 16;

function sealKey(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(token, 'utf8'), Buffer.alloc(0), sealInfo, 32));
}

/**
 * Seals `plaintext` so that only a holder of `token` can open it: AES-256-GCM under a key derived
 * from the token (HKDF-SHA-256). The database stores only the token's SHA-256, which does not
 * give the key, so a leaked table opens nothing.
 */
export function sealWithToken(token: string, plaintext: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The plaintext of `sealWithToken`, or null for another token or a damaged value. */
export function openWithToken(token: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < ivBytes + tagBytes) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), bytes.subarray(0, ivBytes));
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`); the salt is random per call. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * False for a wrong password, and also for a stored value that is not an Argon2 hash at all
 * (a damaged row must lock the account, not crash the login).
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real password check when there is no account to check against, so
 * "unknown e-mail" and "wrong password" answer equally fast (no account enumeration by timing).
 * The dummy hash is made on the first call — which therefore costs one hash more; call it once
 * at start-up to warm it.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(generateToken()).catch((error: unknown) => {
    dummyHash = undefined; // try again next time instead of failing every login for good
    throw error;
  });
  await verifyPassword(await dummyHash, password);
}
