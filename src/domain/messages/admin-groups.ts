// API messages of the admin groups screens in both languages (merged into api-messages.ts).
export const zh = {
  admin_groups_placeholder: '',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_groups_placeholder: '',
};
