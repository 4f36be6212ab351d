import type zh from '../zh-cn/groups.ts';

// Admin screen texts: groups (en).
export default {
  title: '',
} satisfies Record<keyof typeof zh, string>;
