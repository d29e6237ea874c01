/**
 * The Studio and its sign-in page run with the editor's token: no other site may frame them (a
 * framed Studio can be clicked through by a page the editor happens to visit). Both headers, for
 * browsers that only know the older one.
 */
export const SAME_ORIGIN_FRAMES: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
};
