// UI text for the checkout pages and components, English (must cover every zh-cn key).
import type zh from '../zh-cn/checkout.ts';

const en: Record<keyof typeof zh, string> = {};
export default en;
