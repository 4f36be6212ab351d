// UI text for the checkout pages and components, Simplified Chinese.
export default {} as const;
