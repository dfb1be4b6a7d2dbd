import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultPublishableKey } from '@shop/stripe-sim';
import { percentOf, type PaymentsConfig, type QuoteResponse } from '@shop/contracts';
import { printShop } from '#test/checkout';
import { setupTestApp } from '#test/test-app';

// This file's server declares IVA through OSS: other EU consumers pay their own state's rate.
const ctx = setupTestApp({ OSS_ENABLED: 'true', PUBLIC_URL: 'http://tienda.test' });
let shop: Awaited<ReturnType<typeof printShop>>;
let variantId = '';

beforeAll(async () => {
  shop = await printShop(ctx.app, ctx.database.db);
  const fap = await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' });
  variantId = (await shop.addVariant(fap, { profitMargin: '10' })).id;
}, 60_000);

async function quote(country: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/prodigi/quotes',
    payload: { photoId: shop.photoId, variantId, destinationCountryCode: country },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuoteResponse>().pricing;
}

describe('IVA with OSS on', () => {
  it('charges France’s 20 % and Germany’s 19 %, and still 21 % in Spain', async () => {
    const france = await quote('FR');
    expect(france).toMatchObject({ vatTreatment: 'oss', vatRate: 20, vatCountryCode: 'FR' });
    expect(france.vatAmount).toBe(percentOf(france.totalWithMargin, 20));
    expect(france.total).toBe(france.totalWithMargin + france.vatAmount);
    expect((await quote('DE')).vatRate).toBe(19);
    expect((await quote('ES')).vatRate).toBe(21);
    expect((await quote('US')).vatRate).toBe(0);
  });
});

describe('payments on the embedded Stripe simulator', () => {
  it('GET /api/payments/config answers the simulator’s publishable key and API', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    const config = res.json<PaymentsConfig>();
    expect(config.publishableKey).toBe(defaultPublishableKey);
    expect(config.simulator?.apiBase).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(res.body).not.toContain('sk_test');
    expect(res.body).not.toContain('whsec_');
  });

  it('the official SDK reaches the simulator', async () => {
    const intent = await ctx.app.stripe.paymentIntents.create({
      amount: 4098,
      currency: 'eur',
      metadata: { test: 'checkout' },
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.status).toBe('requires_payment_method');
    const again = await ctx.app.stripe.paymentIntents.retrieve(intent.id);
    expect(again.amount).toBe(4098);
    expect(again.metadata).toEqual({ test: 'checkout' });
  });

  it('keeps the simulator’s state and a webhook secret in DATA_DIR, and sends events to PUBLIC_URL', async () => {
    expect(ctx.app.payments.webhookUrl).toBe('http://tienda.test/api/payments/webhook');
    const secret = (await readFile(path.join(ctx.dataDir, 'stripe-webhook-secret'), 'utf8')).trim();
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(ctx.app.payments.webhookSecret).toBe(secret);
    await ctx.app.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    expect(existsSync(path.join(ctx.dataDir, 'stripe-sim.json'))).toBe(true);
  });
});

/** The CSP's directives as a map of name → sources. */
function cspOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
  );
}

describe('the Content-Security-Policy for paying', () => {
  it('lets the page reach the simulator’s API and no Stripe origin', async () => {
    const csp = cspOf((await ctx.app.inject('/api/health')).headers['content-security-policy']);
    const origin = new URL(ctx.app.payments.simulator?.apiBase ?? '').origin;
    expect(csp.get('connect-src')).toEqual(["'self'", origin]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
  });
});

describe('the Content-Security-Policy with Stripe’s own keys', () => {
  const stripeCtx = setupTestApp({
    STRIPE_SECRET_KEY: 'sk_test_only_for_the_csp_0000000000000000',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_only_for_the_csp_0000000000000000',
    STRIPE_WEBHOOK_SECRET: 'whsec_only_for_the_csp_000000000000000000',
  });

  it('allows Stripe.js, its frames and its API, and nothing local', async () => {
    const csp = cspOf(
      (await stripeCtx.app.inject('/api/health')).headers['content-security-policy'],
    );
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(csp.get('frame-src')).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it("opens the Payment Request API to Stripe's frames only (the Payment Element's wallets)", async () => {
    const policy = String(
      (await stripeCtx.app.inject('/api/health')).headers['permissions-policy'],
    );
    expect(policy).toContain('payment=(self "https://js.stripe.com" "https://*.js.stripe.com")');
    expect(policy).toContain('camera=()');
  });
});
