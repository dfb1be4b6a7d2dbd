import type { FastifyPluginAsync } from 'fastify';
import { authDomain } from './auth/auth.plugin';
import { checkoutDomain } from './checkout/checkout.plugin';
import { contactDomain } from './contact/contact.plugin';
import { eventsDomain } from './events/events.plugin';
import { fulfilmentDomain } from './fulfilment/fulfilment.plugin';
import { formFieldsDomain } from './form-fields/form-fields.plugin';
import { healthDomain } from './health/health.plugin';
import { invoicesDomain } from './invoices/invoices.plugin';
import { launchListDomain } from './launch-list/launch-list.plugin';
import { ordersDomain } from './orders/orders.plugin';
import { partnersDomain } from './partners/partners.plugin';
import { paymentsDomain } from './payments/payments.plugin';
import { photosDomain } from './photos/photos.plugin';
import { printCatalogDomain } from './print-catalog/print-catalog.plugin';
import { siteImagesDomain } from './site/site-images.plugin';
import { siteDomain } from './site/site.plugin';
import { usersDomain } from './users/users.plugin';

/**
 * Every domain, in boot order: a domain comes after the domains whose ports it uses (each
 * plugin declares them; Fastify refuses to boot when one is missing or out of order).
 * Adding a domain: docs/decisions/006-domain-plugins.md.
 */
export const domains: FastifyPluginAsync[] = [
  healthDomain,
  siteDomain,
  formFieldsDomain,
  usersDomain,
  authDomain,
  partnersDomain,
  ordersDomain,
  contactDomain,
  photosDomain,
  siteImagesDomain,
  printCatalogDomain,
  fulfilmentDomain,
  paymentsDomain,
  invoicesDomain,
  eventsDomain,
  checkoutDomain,
  launchListDomain,
];
