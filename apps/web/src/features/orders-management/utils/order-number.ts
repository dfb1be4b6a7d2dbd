/** Our order's number as people read it: the last 6 characters of its id, upper-cased. */
export const orderNumber = (orderId: string) => orderId.slice(-6).toUpperCase();
