// API messages of the admin team screens in both languages (merged into api-messages.ts).
export const zh = {
  admin_team_placeholder: '',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_team_placeholder: '',
};
