// Limits of one order, shared by the server's validation and the storefront.
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 999;
