/** The order number customers and riders read out: characters 11–24 of the id, uppercased. */
export function orderNumber(orderId: string): string {
  return orderId.slice(10, 24).toUpperCase();
}
