// API messages of the admin orders screens in both languages (merged into api-messages.ts).
export const zh = {
  admin_orders_placeholder: '',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_orders_placeholder: '',
};
