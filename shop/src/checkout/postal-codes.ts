/**
 * Postal codes per country, checked with `postcode-validator` (the format each postal service
 * publishes). A country the library does not know accepts any plausible code: 2–10 letters, digits,
 * spaces or dashes.
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

const fallbackPattern = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/u;

/** The form a postal code is stored in: trimmed, upper-case, inner runs of spaces made one. */
export function normalizePostalCode(postalCode: string): string {
  return postalCode.trim().replace(/\s+/gu, ' ').toUpperCase();
}

/**
 * The normalised postal code when it is valid for the upper-case country code, else null.
 * Codes are compared upper-case, so "1012 ab" is a valid Dutch code.
 */
export function checkPostalCode(country: string, postalCode: string): string | null {
  const normalized = normalizePostalCode(postalCode);
  if (normalized.length < 2 || normalized.length > 10) return null;
  if (postcodeValidatorExistsForCountry(country)) {
    return postcodeValidator(normalized, country) ? normalized : null;
  }
  return fallbackPattern.test(normalized) ? normalized : null;
}
