// API messages of the payments module in both languages (merged into api-messages.ts).
export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};
