/**
 * What the payment step needs of a payment opened on the server, whatever it pays for (a
 * print's order, an event's tickets): the widget's client secret and the amount it charges.
 */
export interface CreatedPayment {
  clientSecret: string;
  /** Integer cents. */
  amount: number;
  currency: string;
}
