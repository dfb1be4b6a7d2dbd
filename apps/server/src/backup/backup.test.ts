import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app';
import { controlCommands } from '#src/cli/commands';
import { serveControlSocket } from '#src/cli/control-socket';
import type { AppConfig } from '#src/config';
import { bearer, GOOD_PASSWORD, randomIp, signUp, signUpAdmin } from '#test/accounts';
import { freePort } from '#test/purchase';
import { paidOrders } from '#test/refunds';
import { backupFixtures } from '#test/backup-shops';
import { waitUntil } from '#test/wait';
import { fromArchive, intoArchive } from './backup-archive';
import { BackupError } from './backup-error';
import { sqlRows } from '#src/db/sql-rows';
import { verifyInvoiceChain } from '#src/modules/invoices/invoice-chain';
import { sql } from 'drizzle-orm';
import { restoreBackup, takeBackup } from './backup';
import { fingerprint, MANIFEST, type Manifest } from './manifest';

// A shop on its own DATA_DIR (the embedded database in it, or a PostgreSQL database in the
// server-pg run), backed up while it runs, restored onto an empty folder (and database), and
// compared with the original through the API.
const { cleanup, tempDir, databaseFor, configFor, cleanUp } = backupFixtures();
afterAll(cleanUp);

let source: FastifyInstance;
let sourceConfig: AppConfig;
let sourcePort: number;
let backupDir: string;
let admin: string;
let customer: { email: string; password: string };
let orderId: string;
let buy: Awaited<ReturnType<typeof paidOrders>>;

beforeAll(async () => {
  const dataDir = await tempDir('source');
  sourcePort = await freePort();
  const port = sourcePort;
  sourceConfig = configFor(dataDir, await databaseFor(dataDir), port);
  source = await buildApp(sourceConfig);
  cleanup.push(() => source.close());
  await source.listen({ port, host: '127.0.0.1' });
  // As main.ts does: the CLI reaches the embedded database through the server owning it.
  const control = await serveControlSocket(dataDir, source.database, controlCommands, (err) => {
    throw err;
  });
  cleanup.push(async () => control?.close());
  admin = (await signUpAdmin(source, source.database.db)).accessToken;
  customer = await signUp(source);
  buy = await paidOrders(source, source.database.db);
  orderId = (await buy()).orderId;
  // Settled before the copy (its print at Prodigi), so the two shops can be compared.
  await waitUntil(async () => {
    const res = await source.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${orderId}`,
      headers: bearer(admin),
    });
    return res.json<{ orders: { state: string }[] }>().orders[0]?.state === 'submitted';
  }, 'the order submitted to Prodigi');
  backupDir = path.join(await tempDir('backups'), 'copia');
}, 120_000);

const get = async (app: FastifyInstance, url: string, token?: string) => {
  const res = await app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res;
};

describe('npm run backup, then npm run restore onto an empty folder', () => {
  let restored: FastifyInstance;

  it('copies the running shop with a manifest of sizes and checksums', async () => {
    const manifest = await takeBackup(sourceConfig, backupDir);
    expect(manifest.database.kind).toBe(sourceConfig.database.kind);
    expect(manifest.database.size).toBeGreaterThan(0);
    const files = manifest.files.map((f) => f.path);
    // The photo's original and derivatives, the shop's secret, the simulators' state.
    expect(files.some((f) => f.startsWith('files/originals/'))).toBe(true);
    expect(files.some((f) => f.startsWith('files/media/'))).toBe(true);
    expect(files).toContain('files/stripe-sim.json');
    expect(files).toContain('files/prodigi-sim.json');
    expect(files.some((f) => f.startsWith('files/db/') || f.startsWith('files/tmp/'))).toBe(false);
    const written = JSON.parse(await readFile(path.join(backupDir, MANIFEST), 'utf8')) as unknown;
    expect(written).toEqual(manifest);
    // The source keeps taking orders while and after it is copied.
    const health = await source.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('serves the same photos, orders and accounts from the restored copy', async () => {
    const dataDir = path.join(await tempDir('restored'), 'data');
    // The same shop at the same address: its tokens name it (PUBLIC_URL).
    const config = configFor(dataDir, await databaseFor(dataDir), sourcePort);
    await restoreBackup(config, backupDir);
    // Read only: its workers would carry on the source's maintenance on the copy.
    restored = await buildApp({ ...config, jobs: { ...config.jobs, runWorkers: false } });
    cleanup.push(() => restored.close());

    const photos = await get(source, '/api/photos/public');
    expect((await get(restored, '/api/photos/public')).body).toBe(photos.body);
    const media = /\/media\/[^"]+/.exec(photos.body)?.[0];
    expect(media).toBeDefined();
    const image = await get(source, media ?? '');
    expect((await get(restored, media ?? '')).rawPayload.equals(image.rawPayload)).toBe(true);

    // The admin's session token of the source works on the copy: same secret, same session.
    for (const url of [
      '/api/admin/orders',
      `/api/admin/orders/${orderId}`,
      '/api/admin/invoices',
    ]) {
      expect((await get(restored, url, admin)).json()).toEqual(
        (await get(source, url, admin)).json(),
      );
    }
    const signIn = await restored.inject({
      method: 'POST',
      url: '/api/auth/login/user',
      remoteAddress: randomIp(),
      payload: { email: customer.email, password: GOOD_PASSWORD, remember: false },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});

describe('a backup taken while orders are being paid', () => {
  it('restores a shop whose money, orders and invoices agree', async () => {
    const folder = path.join(await tempDir('during'), 'copia');
    await Promise.all([takeBackup(sourceConfig, folder), buy(), buy()]);
    const dataDir = path.join(await tempDir('during-restored'), 'data');
    const config = configFor(dataDir, await databaseFor(dataDir), sourcePort);
    await restoreBackup(config, folder);
    const copy = await buildApp({ ...config, jobs: { ...config.jobs, runWorkers: false } });
    cleanup.push(() => copy.close());
    const db = copy.database.db;
    // Whatever moment the copy caught: no paid order without its payment, nor the reverse,
    // and the invoices' chain whole.
    const unpaid = await sqlRows<{ id: string }>(
      db,
      sql`select o.id from orders o where o.status = 'paid' and not exists
        (select 1 from payments p where p.order_id = o.id and p.status = 'succeeded')`,
    );
    expect(unpaid).toEqual([]);
    const orphans = await sqlRows<{ id: string }>(
      db,
      sql`select p.id from payments p where p.status = 'succeeded' and not exists
        (select 1 from orders o where o.id = p.order_id and o.status <> 'pending')`,
    );
    expect(orphans).toEqual([]);
    const chain = await verifyInvoiceChain(db);
    expect(chain.broken).toBeNull();
    // The copy holds the orders paid before it began (those paid meanwhile may or may not be).
    const ids = (await sqlRows<{ id: string }>(db, sql`select id from orders`)).map((r) => r.id);
    expect(ids).toContain(orderId);
  });
});

describe('a backup as one .tar file', () => {
  it('packs the same copy and restores it, and refuses a truncated one', async () => {
    const file = path.join(await tempDir('archive'), 'copia.tar');
    const manifest = await intoArchive(file, (folder) => takeBackup(sourceConfig, folder));
    const dataDir = path.join(await tempDir('from-archive'), 'data');
    const config = configFor(dataDir, await databaseFor(dataDir), sourcePort);
    const restoredManifest = await fromArchive(file, (folder) => restoreBackup(config, folder));
    expect(restoredManifest).toEqual(manifest);
    expect(await readdir(dataDir)).toEqual(expect.arrayContaining(['originals', 'media']));

    const whole = await readFile(file);
    const cut = path.join(path.dirname(file), 'cortada.tar');
    await writeFile(cut, whole.subarray(0, whole.length >> 1));
    const target = path.join(await tempDir('from-cut'), 'data');
    const cutConfig = configFor(target, await databaseFor(target), sourcePort);
    const error = await fromArchive(cut, (folder) => restoreBackup(cutConfig, folder)).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(BackupError);
    expect(await readdir(target).catch(() => 'absent')).toBe('absent');
  });
});

describe('a backup that cannot be restored changes nothing', () => {
  async function refusal(folder: string, dataDir: string) {
    const config = configFor(dataDir, await databaseFor(dataDir), await freePort());
    const error = await restoreBackup(config, folder).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(BackupError);
    return (error as BackupError).message;
  }
  const emptyTarget = async () => path.join(await tempDir('target'), 'data');
  const folderIsAbsent = async (dir: string) =>
    expect(await readdir(dir).catch(() => 'absent')).toBe('absent');

  it('refuses a damaged file, naming it', async () => {
    const copy = path.join(await tempDir('damaged'), 'copia');
    await cp(backupDir, copy, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(copy, MANIFEST), 'utf8')) as {
      files: { path: string }[];
    };
    const victim = manifest.files.find((f) => f.path.startsWith('files/originals/'))?.path ?? '';
    const bytes = await readFile(path.join(copy, victim));
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
    await writeFile(path.join(copy, victim), bytes);
    const target = await emptyTarget();
    expect(await refusal(copy, target)).toContain(`${victim} está dañado`);
    await folderIsAbsent(target);
  });

  it('refuses a backup without its manifest (one that did not finish)', async () => {
    const copy = path.join(await tempDir('partial'), 'copia');
    await cp(backupDir, copy, { recursive: true });
    await rm(path.join(copy, MANIFEST));
    const target = await emptyTarget();
    expect(await refusal(copy, target)).toMatch(/no es una copia completa: falta manifest\.json/);
    await folderIsAbsent(target);
  });

  it('takes back what it wrote when the database cannot be loaded', async () => {
    const copy = path.join(await tempDir('unloadable'), 'copia');
    await cp(backupDir, copy, { recursive: true });
    const manifestFile = path.join(copy, MANIFEST);
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
    // A dump that matches its manifest but is no database: caught only when it is loaded.
    const dump = path.join(copy, manifest.database.path);
    await writeFile(dump, 'no es una base de datos');
    manifest.database = { ...manifest.database, ...(await fingerprint(dump)) };
    await writeFile(manifestFile, JSON.stringify(manifest));
    const target = await emptyTarget();
    const config = configFor(target, await databaseFor(target), sourcePort);
    await expect(restoreBackup(config, copy)).rejects.toThrow();
    await folderIsAbsent(target);
  });

  it('refuses to copy an embedded database that is not there (a wrong DATA_DIR)', async () => {
    const dataDir = await tempDir('no-shop');
    const config = configFor(dataDir, { kind: 'pglite', dataDir: path.join(dataDir, 'db') }, 1);
    const folder = path.join(await tempDir('no-shop-copy'), 'copia');
    await expect(takeBackup(config, folder)).rejects.toThrow(/No hay base de datos en/);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses a DATA_DIR that is not empty, leaving it as it was', async () => {
    const target = await emptyTarget();
    await cp(backupDir, target, { recursive: true });
    const before = await readdir(target, { recursive: true });
    expect(await refusal(backupDir, target)).toMatch(/no está vacía/);
    expect(await readdir(target, { recursive: true })).toEqual(before);
  });

  it("refuses a database that already holds a shop's data", async () => {
    const orderCount = async () =>
      (await get(source, '/api/admin/orders', admin)).json<{ orders: unknown[] }>().orders.length;
    const before = await orderCount();
    const target = await emptyTarget();
    const config = configFor(target, sourceConfig.database, sourcePort);
    if (config.database.kind === 'pglite') {
      // The embedded database lives in DATA_DIR: one holding a database is not empty.
      await cp(backupDir, path.join(target, 'db'), { recursive: true });
    }
    const error = await restoreBackup(config, backupDir).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as BackupError).message).toMatch(/no está vacía/);
    expect(await orderCount()).toBe(before);
  });

  it('refuses to write into a folder that already holds something', async () => {
    await expect(takeBackup(sourceConfig, backupDir)).rejects.toThrow(/no está vacía/);
  });
});
