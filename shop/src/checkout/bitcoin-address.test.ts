import { describe, expect, it } from 'vitest';
import { orderBitcoinAddress, parseAccountKey, satoshiFor } from './bitcoin-address';
import { DEMO_BTC_XPUB } from './payment-env';

/** BIP 84's test vector: the account key of the mnemonic "abandon abandon … about", m/84'/0'/0'. */
const bip84Zpub =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

describe('orderBitcoinAddress', () => {
  it('derives the receiving addresses of BIP 84', () => {
    expect(orderBitcoinAddress(bip84Zpub, 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(orderBitcoinAddress(bip84Zpub, 1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
  });

  it('gives every order of the demo key its own address', () => {
    const addresses = new Set([1, 2, 3, 1000].map((index) => orderBitcoinAddress(DEMO_BTC_XPUB, index)));
    expect(addresses.size).toBe(4);
    for (const address of addresses) expect(address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/u);
  });

  it('refuses what is not an extended public key', () => {
    expect(
      parseAccountKey(
        'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi',
      ),
    ).toBeNull();
    expect(parseAccountKey('zpub-not-a-key')).toBeNull();
    expect(parseAccountKey('')).toBeNull();
    expect(() => orderBitcoinAddress(bip84Zpub, -1)).toThrow(RangeError);
  });
});

describe('satoshiFor', () => {
  it('rounds up to the satoshi', () => {
    // €100.00 at €50,000/BTC is exactly 0.002 BTC
    expect(satoshiFor(10_000, 50_000)).toBe(200_000);
    // €0.01 at €60,000/BTC is 16.67 satoshi → 17
    expect(satoshiFor(1, 60_000)).toBe(17);
    expect(satoshiFor(12_345, 61_234.56)).toBe(Math.ceil((12_345 * 1e8) / 6_123_456));
  });
});
