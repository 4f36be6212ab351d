import type zh from '../zh-cn/goods.ts';

// Admin screen texts: goods (en).
export default {
  title: '',
} satisfies Record<keyof typeof zh, string>;
