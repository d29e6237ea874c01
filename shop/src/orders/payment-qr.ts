/**
 * The Bitcoin payment request of an order: a BIP 21 URI and its QR code as a self-contained SVG,
 * made here (no outside service sees the address or the amount).
 */
import qrcode from 'qrcode-generator';

const SATOSHI_PER_BTC = 100_000_000;

/** `123456` satoshi → `0.00123456` (exact: integers only, no floating point). */
export function formatBtc(satoshi: number): string {
  const whole = Math.floor(satoshi / SATOSHI_PER_BTC);
  const fraction = String(satoshi % SATOSHI_PER_BTC).padStart(8, '0');
  return `${whole}.${fraction}`;
}

/** `bitcoin:<address>?amount=<btc>&label=<order number>` (BIP 21). */
export function bitcoinUri(address: string, satoshi: number, label: string): string {
  return `bitcoin:${address}?amount=${formatBtc(satoshi)}&label=${encodeURIComponent(label)}`;
}

/** Modules of white around the code, as the QR standard asks for. */
const QUIET_ZONE = 4;

/** The QR code of `data` as an SVG document: one path of dark modules on a white square. */
export function qrSvg(data: string): string {
  const code = qrcode(0, 'M');
  code.addData(data, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const size = count + 2 * QUIET_ZONE;
  const runs: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!code.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && code.isDark(row, column)) column += 1;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#ffffff"/><path fill="#000000" d="${runs.join('')}"/></svg>`
  );
}
