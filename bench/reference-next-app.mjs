/**
 * An empty Next app (the storefront's Next and React versions, no proxy, no data, no CSS) whose
 * pages are prerendered at build time and carry as many bytes as given pages of the shop: the
 * framework's own ceiling for a cached page of that size, measured in the same run as the shop.
 *
 * Each reference page renders the shop page's markup (its HTML without scripts) as one block, so
 * the document holds it twice like a real page (the markup and its RSC payload); the block is cut
 * or repeated until the document is within 2 % of the shop page's size (one more build if the
 * first misses). The app is written to `bench/.reference-app/` (ignored by git), built with
 * `next build` and served by `next start` on a free loopback port.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('./.reference-app/', import.meta.url));
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

const files = {
  'next.config.mjs': `export default { poweredByHeader: false };\n`,
  'app/layout.jsx': `export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/[page]/page.jsx': `import pages from '../../pages.json';

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(pages).map((page) => ({ page }));
}

export default async function Page({ params }) {
  const { page } = await params;
  return <main dangerouslySetInnerHTML={{ __html: pages[page] }} />;
}
`,
};

/** The shop page's markup without its scripts (the RSC payload comes back as the reference's own). */
function markupOf(html) {
  const body = html.match(/<body[^>]*>([\s\S]*)<\/body>/)?.[1] ?? html;
  return body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** `text` cut or repeated to `length` characters. */
function resize(text, length) {
  if (text.length === 0) return 'x'.repeat(Math.max(0, length));
  let out = text;
  while (out.length < length) out += text;
  return out.slice(0, Math.max(0, length));
}

function run(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], {
      cwd: appDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`next ${args[0]} failed:\n${output}`)),
    );
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Builds and starts the reference app for `pages` (key → the shop page's HTML). Resolves with the
 * URL of each key's page, its size in bytes, and `stop()`.
 */
export async function startReferenceApp(pages) {
  rmSync(appDir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(appDir, name)), { recursive: true });
    writeFileSync(join(appDir, name), content);
  }
  const keys = Object.keys(pages);
  const markup = Object.fromEntries(keys.map((key) => [key, markupOf(pages[key].toString('utf8'))]));
  const lengths = Object.fromEntries(keys.map((key) => [key, markup[key].length]));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  let server = null;
  let sizes = {};
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const content = Object.fromEntries(keys.map((key) => [key, resize(markup[key], lengths[key])]));
    writeFileSync(join(appDir, 'pages.json'), JSON.stringify(content));
    await run(['build']);
    server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: appDir,
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    await waitFor(`${base}/${keys[0]}`, 60);
    sizes = {};
    for (const key of keys) sizes[key] = (await (await fetch(`${base}/${key}`)).arrayBuffer()).byteLength;
    const off = keys.filter((key) => Math.abs(sizes[key] - pages[key].length) > pages[key].length * 0.02);
    if (off.length === 0 || attempt === 2) break;
    // The block appears about twice in the document: correct its length by half the difference.
    for (const key of off) lengths[key] = Math.max(0, lengths[key] + Math.round((pages[key].length - sizes[key]) / 2));
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('close', resolve));
  }

  return {
    url: (key) => `${base}/${key}`,
    size: (key) => sizes[key],
    stop: () =>
      new Promise((resolve) => {
        server.once('close', resolve);
        server.kill('SIGTERM');
      }),
  };
}
