import { z } from 'zod';
import { language, timestamp } from './common';

/** The customer profile as the API shows it to its owner. */
export const customer = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  instagram: z.string().nullable(),
  language,
  newsletter: z.boolean(),
  product_notifications: z.boolean(),
  email_confirmed: z.boolean(),
  created_at: timestamp,
});

export type Customer = z.infer<typeof customer>;
