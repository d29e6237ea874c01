/**
 * A Bitcoin address per order, derived from the shop's extended public key: native SegWit
 * (P2WPKH, bech32 `bc1q…`) at the non-hardened path `0/<index>` below the configured account key.
 * The shop never holds a private key; whoever holds the account's seed sees the payments.
 */
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32 } from '@scure/base';
import { HDKey } from '@scure/bip32';

/** BIP 32 version bytes of mainnet public keys: `xpub` (BIP 44) and `zpub` (BIP 84). */
const publicVersions = { xpub: 0x0488b21e, zpub: 0x04b24746 } as const;
/** The private versions are never used: the keys parsed here are public. */
const privateVersions = { xpub: 0x0488ade4, zpub: 0x04b2430c } as const;

/** The account key of an `xpub…` or `zpub…` string, or null when it is neither (or holds a private key). */
export function parseAccountKey(extendedKey: string): HDKey | null {
  const prefix = extendedKey.slice(0, 4);
  if (prefix !== 'xpub' && prefix !== 'zpub') return null;
  try {
    const key = HDKey.fromExtendedKey(extendedKey, {
      public: publicVersions[prefix],
      private: privateVersions[prefix],
    });
    return key.privateKey === null && key.publicKey !== null ? key : null;
  } catch {
    return null;
  }
}

/** The mainnet P2WPKH address of a compressed public key. */
function p2wpkh(publicKey: Uint8Array): string {
  const program = ripemd160(sha256(publicKey));
  return bech32.encode('bc', [0, ...bech32.toWords(program)]);
}

/** The receiving address `0/<index>` of the account key (an index below 2^31). */
export function orderBitcoinAddress(extendedKey: string, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31) throw new RangeError(`bad address index ${index}`);
  const account = parseAccountKey(extendedKey);
  if (account === null) throw new Error('PAYMENT_BTC_XPUB is not an extended public key');
  const child = account.deriveChild(0).deriveChild(index);
  if (child.publicKey === null) throw new Error('derivation gave no public key');
  return p2wpkh(child.publicKey);
}

const satoshiPerBtc = 100_000_000n;

/**
 * What `amountCents` euros cost in satoshi at `rateEurPerBtc`, rounded up to the satoshi:
 * ceil(cents × 10^8 / (rate × 100)), in integers (the rate to the cent).
 */
export function satoshiFor(amountCents: number, rateEurPerBtc: number): number {
  const rateCents = BigInt(Math.round(rateEurPerBtc * 100));
  if (rateCents <= 0n) throw new RangeError('the BTC rate must be positive');
  const numerator = BigInt(amountCents) * satoshiPerBtc;
  return Number((numerator + rateCents - 1n) / rateCents);
}
