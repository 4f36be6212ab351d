// API messages of the admin customers screens in both languages (merged into api-messages.ts).
export const zh = {
  admin_customers_placeholder: '',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_customers_placeholder: '',
};
