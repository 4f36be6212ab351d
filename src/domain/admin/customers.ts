// Customers as the admin area sees them (issue #7, item 6): shapes shared by the admin
// API and the admin UI. Password hashes never leave the server.
import type { z } from 'zod';
import type {
  customerAddressRowSchema,
  customerDetailSchema,
  customerOrderRowSchema,
  customerRowSchema,
} from './schemas.ts';

/** Money per currency (orders keep the currency they were placed in). */
export interface AmountByCurrency {
  currency: string;
  amount: number;
}

export type CustomerRow = z.infer<typeof customerRowSchema>;

export type CustomerOrderRow = z.infer<typeof customerOrderRowSchema>;

export type CustomerAddressRow = z.infer<typeof customerAddressRowSchema>;

export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const CUSTOMER_RECENT_ORDERS = 20;
