import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { SAME_ORIGIN_FRAMES } from './frame-policy';
import type { LakeHttpRequest, LakeHttpResponse } from './route-contract';
import { writeHead } from './json';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Studio not built</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem">
<h1>Studio not built</h1>
<p>The content lake is running, but there is no built Studio to serve.</p>
<p>Run <code>pnpm --filter @seedshop/studio build</code>, then reload this page.</p>
</body></html>`;

/**
 * Serves the built Studio (`sanity build` output) at `/`: real files as they are, hashed files
 * under `/static/` cached for a year, and `index.html` for every other path so the Studio's own
 * router handles deep links (`/structure/topicPage;abc`).
 */
export function createStudioStatic(studioDir: string) {
  const root = normalize(studioDir);
  return async function serveStudio(req: LakeHttpRequest, res: LakeHttpResponse, path: string): Promise<void> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      decoded = '/';
    }
    const candidate = normalize(join(root, decoded));
    const inside = candidate === root || candidate.startsWith(root.endsWith(sep) ? root : root + sep);
    const file = inside ? await regularFile(candidate) : null;
    if (file) return sendFile(req, res, file.path, file.size, decoded.startsWith('/static/'));

    const index = await regularFile(join(root, 'index.html'));
    if (!index) {
      writeHead(res, 503, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...SAME_ORIGIN_FRAMES,
      });
      res.end(req.method === 'HEAD' ? '' : NOT_BUILT_PAGE);
      return;
    }
    // A missing build file is a 404, not the app: a stale script reference must fail loudly. Other
    // paths are the Studio's routes, which contain document ids with dots (`…;blogPost.x.de`).
    if (decoded.startsWith('/static/')) {
      writeHead(res, 404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? '' : 'Not found');
      return;
    }
    return sendFile(req, res, index.path, index.size, false);
  };
}

async function regularFile(path: string): Promise<{ path: string; size: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size } : null;
  } catch {
    return null;
  }
}

function sendFile(
  req: LakeHttpRequest,
  res: LakeHttpResponse,
  path: string,
  size: number,
  immutable: boolean,
): Promise<void> {
  writeHead(res, 200, {
    'content-type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(size),
    // index.html changes with every build; hashed `/static/` files never do.
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...SAME_ORIGIN_FRAMES,
  });
  if (req.method === 'HEAD') {
    res.end();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const stream = createReadStream(path);
    stream.on('error', (error) => {
      console.error(`[lake] reading ${path} failed:`, error);
      res.destroy();
      resolve();
    });
    stream.on('end', () => resolve());
    stream.pipe(res);
  });
}
