/**
 * Settings that reach the browser bundle. Next inlines `process.env.X` at build time, so each
 * one is spelled out literally; together with `env.ts` this is the only reader of `process.env`.
 * Kept apart from `env.ts` so client code does not pull zod and server settings into its bundle.
 */
export const publicEnv = {
  /** Id of the build this bundle belongs to (next.config.ts `generateBuildId`). */
  buildId: process.env.SEEDSHOP_BUILD_ID ?? 'dev',
} as const;
