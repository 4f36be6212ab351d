import type zh from '../zh-cn/settings.ts';

// Admin screen texts: settings (en).
export default {
  title: '',
} satisfies Record<keyof typeof zh, string>;
