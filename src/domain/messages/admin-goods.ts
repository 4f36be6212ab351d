// API messages of the admin goods screens in both languages (merged into api-messages.ts).
export const zh = {
  admin_goods_placeholder: '',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_goods_placeholder: '',
};
