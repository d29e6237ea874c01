/**
 * The Studio editors work in: Visual Editing's click-to-edit links point there, and it alone may
 * frame draft-mode pages. `SANITY_STUDIO_URL` when set; otherwise the embedded lake's own Studio
 * (at `LAKE_URL`) in lake mode, and none for a hosted project (no stega, no framing).
 */
export function studioUrlFrom(settings: {
  readonly SANITY_PROJECT_ID?: string | undefined;
  readonly SANITY_STUDIO_URL?: string | undefined;
  readonly LAKE_URL: string;
}): string | null {
  if (settings.SANITY_STUDIO_URL !== undefined) return settings.SANITY_STUDIO_URL;
  return settings.SANITY_PROJECT_ID === undefined ? settings.LAKE_URL : null;
}

/** The cookie Next's draft mode sets (`draftMode().enable()`), which the enable route gives the Studio's frame. */
export const draftModeCookie = '__prerender_bypass';
