import type zh from '../zh-cn/audit.ts';

// Admin screen texts: audit (en).
export default {
  title: '',
} satisfies Record<keyof typeof zh, string>;
