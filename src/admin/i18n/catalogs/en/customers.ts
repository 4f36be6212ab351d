import type zh from '../zh-cn/customers.ts';

// Admin screen texts: customers (en).
export default {
  title: '',
} satisfies Record<keyof typeof zh, string>;
