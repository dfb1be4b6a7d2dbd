/**
 * Every email the shop sends, rendered from sample data to look at: `<name>.html`,
 * `<name>.txt`, the .eml files the development mailer writes (in `mail/`), and screenshots
 * at 375 and 1440 px, and at 375 px in dark mode.
 *
 *   npm run emails:preview -- [folder] [chromium]
 *   (defaults: data/email-preview, /usr/bin/chromium; nothing downloads a browser)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import pino from 'pino';
import sharp from 'sharp';
import type { PartnerApplicationRow } from '#src/db/schema/index';
import { emailBrand } from '#src/lib/email-layout';
import { createMailer, type MailMessage } from '#src/lib/mail';
import { confirmationEmail, passwordChangedEmail, resetEmail } from '#src/modules/auth/auth.emails';
import {
  contactMessageEmail,
  withdrawalAcknowledgementEmail,
  withdrawalDecisionEmail,
  withdrawalNoticeEmail,
} from '#src/modules/contact/contact-emails';
import { shipmentEmail } from '#src/modules/fulfilment/order-emails';
import { confirmationEmail as launchListEmail } from '#src/modules/launch-list/launch-list.emails';
import type { Order } from '#src/modules/orders/orders.port';
import { decisionEmail, newApplicationEmail } from '#src/modules/partners/partners.emails';
import { refundEmail } from '#src/modules/payments/refund-emails';
import {
  addressChangedEmail,
  orderCancelledEmail,
} from '#src/workflows/buyer-orders/buyer-order-emails';
import { newSaleEmail, orderConfirmationEmail } from '#src/workflows/paid-order-emails';

const outDir = path.resolve(process.argv[2] ?? 'data/email-preview');
const publicUrl = 'https://tienda.example';
const brand = emailBrand(
  {
    tradingName: 'Estudio de Fotografía',
    legalName: 'Lucía Ferrer Campos',
    taxId: '12345678Z',
    address: 'Calle del Pez 27, 28004 Madrid',
    registry: '',
    contactEmail: 'hola@estudio.example',
    contactPhone: '+34 600 000 000',
    instagramUrl: '',
    facebookUrl: '',
  },
  publicUrl,
);

/** Two stand-in photos (a landscape, a portrait) as small JPEGs beside the previews. */
async function samplePhotos() {
  await mkdir(path.join(outDir, 'media'), { recursive: true });
  const make = async (name: string, width: number, height: number, from: string, to: string) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.12}" fill="#fde68a"/></svg>`;
    const file = path.join(outDir, 'media', `${name}.jpg`);
    await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
    return pathToFileURL(file).href;
  };
  return new Map([
    [
      'photo-1',
      { title: 'Atardecer en Cabo de Gata', url: await make('a', 480, 320, '#1e3a8a', '#f97316') },
    ],
    [
      'photo-2',
      { title: 'Retrato en la Alhambra', url: await make('b', 320, 480, '#312e81', '#be185d') },
    ],
  ]);
}

function sampleOrder(): Order {
  const id = '4f2a9c11-7b3e-4d2a-9e10-2c5d8f6a1b00';
  const print = (n: number, photoId: string, name: string, copies: number, cents: number) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    orderId: id,
    kind: 'print' as const,
    quantity: copies,
    unitPriceCents: Math.round(cents / copies),
    baseCents: Math.round(cents / 1.21),
    vatRateBp: 2100,
    vatCents: cents - Math.round(cents / 1.21),
    photoId,
    snapshot: {
      photoId,
      variantId: 'v',
      sku: 'GLOBAL-FAP-16X24',
      name,
      color: n === 1 ? 'black' : null,
      colorName: n === 1 ? 'Negro' : null,
      copies,
      printFile: { kind: 'original' as const, key: 'k', format: 'jpeg' },
      sizing: 'fillPrintArea' as const,
      attributes: {},
      shippingMethod: 'Standard',
    },
  });
  const items = [
    print(1, 'photo-1', 'Lámina enmarcada 40×60 cm', 1, 9611),
    print(2, 'photo-2', 'Lámina fine art 30×40 cm', 2, 12330),
    {
      id: '00000000-0000-4000-8000-000000000009',
      orderId: id,
      kind: 'shipping' as const,
      quantity: 1,
      unitPriceCents: 990,
      baseCents: 818,
      vatRateBp: 2100,
      vatCents: 172,
      photoId: null,
      snapshot: { method: 'Standard' },
    },
  ].map((item, position) => ({ ...item, position }));
  const total = items.reduce((t, item) => t + item.baseCents + item.vatCents, 0);
  const created = new Date('2026-11-20T10:15:00Z');
  return {
    id,
    userId: null,
    email: 'ana@example.com',
    status: 'paid',
    currency: 'EUR',
    itemsCents: 17909,
    shippingCents: 818,
    taxFeesCents: 0,
    ivaCents: items.reduce((t, item) => t + item.vatCents, 0),
    totalCents: total,
    paymentIntentId: 'pi_sample',
    flaggedReason: null,
    isTest: false,
    termsVersion: '2026-10-01',
    createdAt: created,
    updatedAt: created,
    items,
    print: {
      orderId: id,
      status: 'shipped',
      recipient: {
        name: 'Ana López',
        email: 'ana@example.com',
        phone: null,
        address: {
          line1: 'Calle de Alcalá 50',
          line2: '3.º B',
          postalOrZipCode: '28014',
          townOrCity: 'Madrid',
          stateOrCounty: null,
          countryCode: 'ES',
        },
      },
      prodigiOrderId: 'ord_1',
      stage: 'Complete',
      shipments: [],
      lastError: null,
      problem: null,
      submittedAt: created,
      createdAt: created,
      updatedAt: created,
    },
  };
}

async function main() {
  const photos = await samplePhotos();
  const order = sampleOrder();
  const orderSite = {
    ...brand,
    orderUrl: `${publicUrl}/pedido/${order.id}?firma=Zm9vYmFy`,
    photos,
  };
  const shipment = {
    id: 'sh_1',
    status: 'Shipped',
    carrier: { name: 'Correos Express', service: 'Paq 24' },
    tracking: { number: 'PQ123456789ES', url: 'https://tracking.example/PQ123456789ES' },
    dispatchDate: '2026-11-23T09:00:00Z',
  };
  const declared = new Date('2026-11-25T18:30:00Z');
  const withdrawal = {
    id: 'a1b2c3d4-0000-4000-8000-000000000000',
    name: 'Ana López',
    email: 'ana@example.com',
    orderNumber: '4F2A9C',
    comment: 'El marco llegó con una esquina dañada.',
    matchedOrderId: order.id,
    status: 'received' as const,
    note: 'La lámina se imprimió a medida con tu texto.\nPor eso no admite desistimiento.',
    statusChangedAt: null,
    decisionToldAs: null,
    createdAt: declared,
  };
  const application: PartnerApplicationRow = {
    id: 'p1',
    userId: 'u1',
    name: 'Marta Gil',
    business: 'Galería Marta Gil',
    website: 'https://galeria.example',
    motivation: 'Exponemos fotografía de autor y querríamos vender vuestras láminas.',
    status: 'approved',
    decisionNote: 'Bienvenida al programa.',
    decidedAt: declared,
    decidedBy: null,
    createdAt: declared,
  };
  const link = `${publicUrl}/confirm-email/user/abc123?redirect=%2Fprofile`;

  const emails: [string, MailMessage][] = [
    ['order-confirmation', orderConfirmationEmail(order, orderSite)],
    ['order-new-sale', newSaleEmail(order, orderSite)],
    ['order-shipment', shipmentEmail(order, shipment, orderSite)],
    ['order-address-changed', addressChangedEmail(order, orderSite)],
    ['order-cancelled', orderCancelledEmail(order, order.totalCents, orderSite)],
    [
      'order-refund',
      refundEmail(
        {
          orderId: order.id,
          email: order.email,
          amountCents: 1500,
          refundedCents: 1500,
          totalCents: order.totalCents,
          card: { brand: 'visa', last4: '4242' },
        },
        brand,
      ),
    ],
    ['account-confirm', confirmationEmail('ana@example.com', 'Ana', link, brand)],
    ['account-reset', resetEmail('ana@example.com', 'Ana', `${publicUrl}/reset-password/x`, brand)],
    ['account-password-changed', passwordChangedEmail('ana@example.com', 'Ana', brand)],
    [
      'contact-message',
      contactMessageEmail(
        {
          id: 'm1',
          name: 'Ana López',
          email: 'ana@example.com',
          subject: 'Sesión familiar',
          message: '¿Tenéis fechas en mayo para una sesión familiar?\nSomos cuatro y un perro.',
          consentedAt: declared,
          readAt: null,
          createdAt: declared,
        },
        brand,
      ),
    ],
    ['withdrawal-acknowledgement', withdrawalAcknowledgementEmail(withdrawal, brand)],
    ['withdrawal-notice', withdrawalNoticeEmail(withdrawal, brand, [shipment])],
    ['withdrawal-refunded', withdrawalDecisionEmail({ ...withdrawal, status: 'refunded' }, brand)],
    ['withdrawal-rejected', withdrawalDecisionEmail({ ...withdrawal, status: 'rejected' }, brand)],
    ['partner-application', newApplicationEmail(application, 'marta@example.com', brand)],
    ['partner-approved', decisionEmail(application, 'marta@example.com', brand)],
    [
      'partner-rejected',
      decisionEmail({ ...application, status: 'rejected' }, 'marta@example.com', brand),
    ],
    [
      'launch-list-confirmation',
      launchListEmail(
        'ana@example.com',
        {
          confirmUrl: `${publicUrl}/coming-soon/confirmar?token=abc`,
          unsubscribeUrl: `${publicUrl}/coming-soon/baja?token=def`,
        },
        brand,
      ),
    ],
  ];

  const mailer = createMailer(
    { smtpUrl: null, from: 'no-reply@localhost', dir: path.join(outDir, 'mail'), logLinks: false },
    pino({ level: 'silent' }),
  );
  const browser = await chromium.launch({
    executablePath: process.argv[3] ?? '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage();
    for (const [name, message] of emails) {
      const file = path.join(outDir, `${name}.html`);
      await writeFile(file, message.html);
      await writeFile(path.join(outDir, `${name}.txt`), `${message.subject}\n\n${message.text}`);
      await mailer.send(message);
      await page.goto(pathToFileURL(file).href);
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
      }
      // As a mail program in dark mode that honours the layout's colours shows it.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: path.join(outDir, `${name}-375-dark.png`), fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
    }
  } finally {
    await browser.close();
  }
  console.log(`${emails.length} emails in ${outDir}`);
}

await main();
