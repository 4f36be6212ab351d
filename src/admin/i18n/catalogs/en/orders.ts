import type zh from '../zh-cn/orders.ts';

// Admin screen texts: orders (en).
export default {
  title: '',
} satisfies Record<keyof typeof zh, string>;
