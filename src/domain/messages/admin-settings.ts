// API messages of the admin settings screens in both languages (merged into api-messages.ts).
export const zh = {
  admin_settings_placeholder: '',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_settings_placeholder: '',
};
