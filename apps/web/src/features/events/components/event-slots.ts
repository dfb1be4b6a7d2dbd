import type { ComponentType, ReactNode } from 'react';
import type { SiteImage } from '@shop/contracts';

/**
 * What the event pages draw with other features' parts, handed in by the router (features
 * never import each other): the photos' responsive picture, the sign-in form, the card
 * payment step.
 */

/** A cover; `main`: the page's main image (eager, high priority). */
export type RenderEventImage = (image: SiteImage, sizes: string, main?: boolean) => ReactNode;

/** An order the server opened for the tickets, to be paid by card. */
export interface TicketPayment {
  clientSecret: string;
  /** Integer cents. */
  amount: number;
  currency: string;
  orderId: string;
  orderNumber: string;
  /** `/pedido/{id}?firma=…`: where the buyer lands once paid. */
  receiptPath: string;
}

export type TicketPaymentSlot = ComponentType<{
  payment: TicketPayment;
  summary: string;
  totalLabel: string;
  onEdit: () => void;
}>;

/** The sign-in form as a modal: it calls `onSuccess` instead of navigating. */
export type SignInSlot = ComponentType<{
  modal: boolean;
  redirectTo: string;
  onSuccess: () => void;
}>;
