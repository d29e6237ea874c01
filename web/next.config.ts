import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';

/**
 * The build id identifies one build of the storefront. The client compares it with the id served
 * by `/builds/latest.json` to notice that a newer build is live and load it on the next navigation.
 */
function buildId(): string {
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (e.g. an unpacked tarball): the timestamp alone keeps ids unique.
  }
  return `${commit}-${Date.now().toString(36)}`;
}

const seedshopBuildId = buildId();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next computes an HTML ETag by hashing the whole page in JavaScript on every request, even for a
  // page served from its cache: on the 540 KB home that was a third of the CPU and capped it at
  // 86 requests/s (bench/home-load.mjs). Cached pages are revalidated by tag, not by ETag.
  generateEtags: false,
  transpilePackages: ['@seedshop/locales', '@seedshop/shop', '@seedshop/schemas'],
  // Loaded by Node at run time, not bundled: native addons (argon2), WebAssembly (PGlite), drivers.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pg',
    'ioredis',
    'nodemailer',
    'altcha-lib',
    'pino',
    'prom-client',
  ],
  generateBuildId: () => seedshopBuildId,
  env: { SEEDSHOP_BUILD_ID: seedshopBuildId },
  typedRoutes: false,
  // Baseline hardening for every response; the Referer policy keeps same-origin Referers complete,
  // which the no-JavaScript path of the language switcher relies on.
  headers: async () => [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
      ],
    },
  ],
  // Pages rendered on first request (the catch-all's cached twin, docs/adr/0040) are kept in memory
  // only, in a least-recently-used cache of this size: visitors can ask for unboundedly many addresses,
  // and a disk copy of each would grow without bound. With REDIS_URL the shared cache keeps them.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: {
    optimizePackageImports: ['@iconify/react'],
    isrFlushToDisk: false,
  },
};

/**
 * With `REDIS_URL`, the running server keeps Next's cache in Redis, shared by every instance
 * (server/shared-cache.mjs, docs/adr/0037-cluster.md); without it, each process keeps its own as
 * Next does by default. The build always renders into its own output.
 */
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return nextConfig;
  return {
    ...nextConfig,
    cacheHandler: fileURLToPath(new URL('./server/shared-cache.mjs', import.meta.url)),
    // Next's own in-memory copy would answer from this process after another instance purged.
    cacheMaxMemorySize: 0,
  };
}
