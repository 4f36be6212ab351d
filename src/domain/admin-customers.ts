// Customers as the admin area sees them (issue #7, item 6): shapes shared by the admin
// API and the admin UI. Password hashes never leave the server.

/** Money per currency (orders keep the currency they were placed in). */
export interface AmountByCurrency {
  currency: string;
  amount: number;
}

export interface CustomerRow {
  id: number;
  email: string;
  username: string;
  mobile: string;
  avatar: string;
  disabled: boolean;
  created_at: string;
  last_login_at: string | null;
  order_count: number;
  /** Paid orders' totals minus refunds that went through, per currency. */
  spent: AmountByCurrency[];
}

export interface CustomerOrderRow {
  id: number;
  order_no: string;
  status: number;
  currency: string;
  total: number;
  item_count: number;
  created_at: string;
  paid_at: string | null;
}

export interface CustomerAddressRow {
  id: number;
  country: string;
  country_name: string;
  province: string;
  city: string;
  address: string;
  contact: string;
  phone: string;
  postal_code: string;
  is_default: boolean;
}

export interface CustomerDetail extends CustomerRow {
  /** 1 male, 2 female (SPEC 3). */
  sex: number;
  /** Whether the account can sign in with a password (else email codes or Google only). */
  has_password: boolean;
  /** Linked sign-in providers, e.g. google. */
  identities: string[];
  /** Sessions not revoked and not expired. */
  active_sessions: number;
  /** The newest orders (at most CUSTOMER_RECENT_ORDERS). */
  recent_orders: CustomerOrderRow[];
  addresses: CustomerAddressRow[];
}

export const CUSTOMER_RECENT_ORDERS = 20;
