// API messages of the admin marketing screens in both languages (merged into api-messages.ts).
export const zh = {
  admin_marketing_placeholder: '',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_marketing_placeholder: '',
};
