import type zh from '../zh-cn/team.ts';

// Admin screen texts: team (en).
export default {
  title: '',
} satisfies Record<keyof typeof zh, string>;
