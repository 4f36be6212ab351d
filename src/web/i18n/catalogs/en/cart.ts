// UI text for the cart pages and components, English (must cover every zh-cn key).
import type zh from '../zh-cn/cart.ts';

const en: Record<keyof typeof zh, string> = {};
export default en;
