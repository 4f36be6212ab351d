// UI text for the address pages and components, Simplified Chinese.
export default {} as const;
