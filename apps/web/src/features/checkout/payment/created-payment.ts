/**
 * What the payment step needs of a payment opened on the server, whatever it pays for (a
 * print's order, a cart's): the widget's client secret, the amount it charges, and the
 * order's receipt page the buyer lands on once paid (or back from the bank's 3-D Secure).
 */
export interface CreatedPayment {
  clientSecret: string;
  /** Integer cents. */
  amount: number;
  currency: string;
  orderId: string;
  /** As people read it: 'FC023F'. */
  orderNumber: string;
  /** `/pedido/{id}?firma=…`. */
  receiptPath: string;
}
