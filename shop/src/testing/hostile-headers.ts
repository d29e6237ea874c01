/**
 * The request headers of the property-based hostile-input tests: the drawn content type, bearer
 * token and language, and a guest's secret header (the cart's `X-Cart-Id`, the lists'
 * `X-Lists-Id`). `'VALID'` stands for the test's real token or secret. The valid guest secret goes
 * out only without the valid token: with it, the guest's cart or lists would merge into the account
 * and the secret would name nothing for the next request.
 */
export interface HostileHeaderSample {
  readonly contentType?: string | undefined;
  readonly authorization?: string | undefined;
  readonly language?: string | undefined;
}

export interface GuestSecretHeader {
  readonly name: string;
  readonly sent: string | undefined;
  readonly validSecret: string;
}

export function hostileHeaders(sample: HostileHeaderSample, validToken: string, guest?: GuestSecretHeader): Headers {
  const headers = new Headers();
  if (sample.contentType !== undefined) headers.set('content-type', sample.contentType);
  if (sample.authorization !== undefined) {
    headers.set('authorization', sample.authorization === 'VALID' ? `Bearer ${validToken}` : sample.authorization);
  }
  if (guest?.sent !== undefined && !(guest.sent === 'VALID' && sample.authorization === 'VALID')) {
    headers.set(guest.name, guest.sent === 'VALID' ? guest.validSecret : guest.sent);
  }
  if (sample.language !== undefined) headers.set('accept-language', sample.language);
  return headers;
}
