// UI text for the address pages and components, English (must cover every zh-cn key).
import type zh from '../zh-cn/address.ts';

const en: Record<keyof typeof zh, string> = {};
export default en;
