import { tokenMatches } from '../auth';
import { SAME_ORIGIN_FRAMES } from '../frame-policy';
import type { LakeContext, LakeHttpResponse, Route } from '../route-contract';
import { writeHead } from '../json';

/** JSON inside a <script>: escape `<` so a value can never close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function loginPage(lake: LakeContext, token: string): string {
  const key = `__studio_auth_token_${lake.projectId}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem">
<p>Signing in to the Studio…</p>
<script>
localStorage.setItem(${scriptJson(key)}, JSON.stringify({ token: ${scriptJson(token)}, time: new Date().toISOString() }));
location.replace('/');
</script>
</body></html>`;
}

const REFUSED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in link not valid</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem">
<h1>Sign-in link not valid</h1>
<p>Use the Studio URL the lake printed when it started (it is also in <code>lake.json</code> in its data folder).</p>
</body></html>`;

function sendHtml(res: LakeHttpResponse, status: number, html: string): void {
  writeHead(res, status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The token is in this page's URL: keep it out of Referer headers.
    'referrer-policy': 'no-referrer',
    ...SAME_ORIGIN_FRAMES,
  });
  res.end(html);
}

/**
 * `GET /studio-login?token=<editor token>`: stores the token where a Studio configured with
 * `auth: {loginMethod: 'token'}` reads it, then opens the Studio — one click signs the editor in.
 */
export const studioLoginRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/studio-login\/?$/,
    access: 'public',
    async handle(_req, res, { lake, url }) {
      const token = url.searchParams.get('token') ?? '';
      if (!tokenMatches(token, lake.editor.token)) return sendHtml(res, 401, REFUSED_PAGE);
      sendHtml(res, 200, loginPage(lake, token));
    },
  },
];
