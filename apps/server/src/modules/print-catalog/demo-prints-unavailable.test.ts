import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '@shop/contracts';
import { bearer, signUpAdmin } from '#test/accounts';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const ctx = setupTestApp({ SEED_DEMO: 'true', LOG_LEVEL: 'error' }, { logStream });

describe('demo prints while Prodigi does not answer', () => {
  it('seeds no product without its size and print area: the catalogue stays empty for the next start', async () => {
    ctx.app.prodigiSimulator?.setFaults({ errorRate: 1, errorStatus: 503 });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await ctx.app.demoPhotos).toHaveLength(6);
    await waitUntil(
      () => lines.join('').includes('demo prints failed'),
      'the failed import logged',
      30_000,
    );
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const catalog = await ctx.app.inject({
      url: '/api/prodigi/catalog',
      headers: bearer(admin.accessToken),
    });
    expect(catalog.statusCode, catalog.body).toBe(200);
    expect(catalog.json<CatalogProduct[]>()).toEqual([]);
  }, 60_000);
});
