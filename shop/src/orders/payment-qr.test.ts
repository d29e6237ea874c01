import { describe, expect, it } from 'vitest';
import { bitcoinUri, formatBtc, qrSvg } from './payment-qr';

describe('Bitcoin payment requests', () => {
  it('write satoshi as BTC with eight places, exactly', () => {
    expect(formatBtc(123_456)).toBe('0.00123456');
    expect(formatBtc(100_000_000)).toBe('1.00000000');
    expect(formatBtc(2_100_000_000_000_001)).toBe('21000000.00000001');
  });

  it('are BIP 21 URIs with the amount and the order number as label', () => {
    expect(bitcoinUri('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 51_234, 'SS-2030-000042')).toBe(
      'bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.00051234&label=SS-2030-000042',
    );
  });

  it('come with a QR code as a self-contained SVG document', () => {
    const svg = qrSvg('bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.00051234&label=SS-2030-000042');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/u);
    expect(svg).not.toMatch(/<script|href|url\(/u);
    expect(svg.match(/M\d+ \d+h\d+v1h-\d+z/gu)?.length).toBeGreaterThan(100);
  });
});
