import type zh from '../zh-cn/dashboard.ts';

// Admin screen texts: dashboard (en).
export default {
  title: '',
} satisfies Record<keyof typeof zh, string>;
