/**
 * Content releases, scheduled publishing and scheduled drafts are hosted Sanity services the lake
 * does not run (no release actions, no schedules API). In lake mode they are off, so the Studio
 * shows neither the Releases nor the Scheduled Drafts tool, nor the "Schedule" document actions,
 * rather than tools that fail. (`scheduledDrafts` is on by default in sanity 5 and brings the
 * Schedules tool even with releases off.)
 */
export const lakeOnlyFeatures = {
  releases: { enabled: false },
  scheduledPublishing: { enabled: false },
  scheduledDrafts: { enabled: false },
} as const;
