import type zh from '../zh-cn/after-sales.ts';

// Admin screen texts: afterSales (en).
export default {
  title: '',
} satisfies Record<keyof typeof zh, string>;
