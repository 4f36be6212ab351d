import type zh from '../zh-cn/marketing.ts';

// Admin screen texts: marketing (en).
export default {
  title: '',
} satisfies Record<keyof typeof zh, string>;
