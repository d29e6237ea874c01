/**
 * Standard VAT rates of the 27 EU member states, in percent. Goods sold to consumers in another
 * member state are taxed at the destination's rate (the One-Stop-Shop scheme); sales outside the EU
 * carry no VAT. Shipping is taxed like the goods.
 *
 * Source: European Commission, "VAT rates applied in the Member States of the European Union"
 * (Taxes in Europe Database), situation at 1 July 2025 — including Estonia 24 % (from 1 July 2025),
 * Romania 21 % (from 1 August 2025), Slovakia 23 % (from 1 January 2025) and Finland 25.5 %
 * (from 1 September 2024). Checked 2026-11-25. A rate change is a change to this table only.
 */
export const euStandardVatRates: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

/** The VAT rate (percent) of a sale delivered to an upper-case country code: 0 outside the EU. */
export function vatRateFor(country: string): number {
  return euStandardVatRates[country] ?? 0;
}
