import { z } from 'zod';

/** GET /account/summary-counts: the numbers the account menu shows beside its sections. */
export const accountSummaryCounts = z.object({
  /** Favourite products. */
  favourites: z.number().int().min(0),
  /** Products in the current comparison. */
  comparison: z.number().int().min(0),
  /** Product notifications not read yet. */
  unread_notifications: z.number().int().min(0),
});
export type AccountSummaryCounts = z.infer<typeof accountSummaryCounts>;
