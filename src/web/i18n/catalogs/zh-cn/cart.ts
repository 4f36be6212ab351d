// UI text for the cart pages and components, Simplified Chinese.
export default {} as const;
