/**
 * The Studio bundler replaces `process.env.SANITY_STUDIO_*` with the values at build time
 * (https://www.sanity.io/docs/environment-variables); nothing else of `process` exists in the
 * browser, so only that is declared.
 */
declare const process: {
  readonly env: {
    readonly SANITY_STUDIO_PROJECT_ID?: string;
    readonly SANITY_STUDIO_DATASET?: string;
    readonly SANITY_STUDIO_SHOP_API_URL?: string;
    readonly SANITY_STUDIO_API_HOST?: string;
    readonly SANITY_STUDIO_PREVIEW_URL?: string;
  };
};

/**
 * Vite (the Studio's bundler) sets `import.meta.env.DEV` in `sanity dev` and replaces it with
 * `false` in `sanity build`; where the CLI evaluates the config in Node it is absent.
 */
interface ImportMeta {
  readonly env?: { readonly DEV?: boolean };
}
