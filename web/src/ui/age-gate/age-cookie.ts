/**
 * The visitor's answer to the age question, kept a year in a cookie the browser alone reads:
 * the server never looks at it, so every page stays cacheable and crawlers get the full HTML.
 */
export const AGE_COOKIE = 'seedshop_adult';
export const AGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function hasConfirmedAge(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim() === `${AGE_COOKIE}=1`);
}

export function ageConfirmationCookie(secure: boolean): string {
  return `${AGE_COOKIE}=1; Max-Age=${AGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
