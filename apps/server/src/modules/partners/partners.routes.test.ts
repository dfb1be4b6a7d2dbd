import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  partnerMessages as msg,
  type AdminPartnerApplication,
  type AdminPartnerApplicationList,
  type MyPartnerApplication,
  type PartnerApplication,
} from '@shop/contracts';
import { expectInvalidField, type ErrorAnswer } from '#test/answers';
import {
  bearer,
  getProfile,
  putUserForm,
  signUp,
  signUpAdmin,
  signUpConfirmed,
} from '#test/accounts';
import { waitForMail } from '#test/mailbox';
import { setupTestApp } from '#test/test-app';
import { partnerApplications } from '#src/db/schema/index';
import { retentionCutoff } from '#src/lib/retention';
import { REJECTED_KEPT_DAYS } from './partners.limits';
import { createPartnersRepository } from './partners.repository';

const ctx = setupTestApp({ CONTACT_EMAIL: 'estudio@example.org', JOBS_WORKERS: 'true' });

let admin: string;
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

const application = {
  name: 'Elena Ruiz',
  business: 'Galería Norte',
  website: 'https://galerianorte.example',
  motivation: 'Exponemos fotografía de autor y queremos ofrecer impresiones a nuestros clientes.',
};

const confirmedCustomer = () => signUpConfirmed(ctx.app, ctx.dataDir);

const apply = (token: string, payload: object = application) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/partners/applications',
    headers: bearer(token),
    payload,
  });
const mine = async (token: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/partners/application',
      headers: bearer(token),
    })
  ).json<MyPartnerApplication>();
const decide = (id: string, decision: 'approve' | 'reject', note = '', token = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/partner-applications/${id}/decision`,
    headers: bearer(token),
    payload: { decision, note },
  });
const messageOf = (body: ErrorAnswer, path: string) =>
  body.details?.find((d) => d.path === path)?.message;
const roleOf = async (token: string) =>
  (await getProfile(ctx.app, token)).json<{ role: string }>().role;

describe('applying to the partner programme', () => {
  it('stores the application, emails the photographer and shows it to its author', async () => {
    const customer = await confirmedCustomer();
    const res = await apply(customer.accessToken);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<PartnerApplication>();
    expect(created).toMatchObject({ ...application, status: 'pending', decidedAt: null });

    expect((await mine(customer.accessToken)).application?.id).toBe(created.id);
    const mail = await waitForMail(
      ctx.dataDir,
      'estudio@example.org',
      /solicitud de partner: Galería Norte/,
    );
    expect(mail.body).toContain(customer.email);
    expect(mail.body).toContain('Exponemos fotografía de autor');
  });

  it('refuses a second application while one is pending, and anyone signed out', async () => {
    const customer = await confirmedCustomer();
    expect((await apply(customer.accessToken)).statusCode).toBe(201);
    const again = await apply(customer.accessToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'partner_application_pending', message: msg.pending });

    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/partners/applications',
      payload: application,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('asks for a confirmed email first', async () => {
    const unconfirmed = await signUp(ctx.app);
    const res = await apply(unconfirmed.accessToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'email_unconfirmed', message: msg.emailUnconfirmed });
    expect((await mine(unconfirmed.accessToken)).application).toBeNull();
  });

  it('answers each wrong field in Spanish', async () => {
    const customer = await confirmedCustomer();
    const blank = await apply(customer.accessToken, { ...application, business: '   ' });
    expect(messageOf(expectInvalidField(blank, 'business'), 'business')).toBe(msg.businessRequired);
    const http = await apply(customer.accessToken, { ...application, website: 'http://x.example' });
    expect(messageOf(expectInvalidField(http, 'website'), 'website')).toBe(msg.websiteInvalid);
    expect((await mine(customer.accessToken)).application).toBeNull();
  });
});

describe("the admin's decision", () => {
  it('approval makes the account partner, emails the applicant and cannot be taken twice', async () => {
    const customer = await confirmedCustomer();
    const { id } = (await apply(customer.accessToken)).json<PartnerApplication>();
    expect(await roleOf(customer.accessToken)).toBe('user');

    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/partner-applications?status=pending',
        headers: bearer(admin),
      })
    ).json<AdminPartnerApplicationList>();
    expect(list.items.find((a) => a.id === id)).toMatchObject({
      email: customer.email,
      mailConfirmed: true,
      status: 'pending',
    });
    expect(list.pending).toBeGreaterThanOrEqual(1);

    const res = await decide(id, 'approve', 'Bienvenida al programa.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminPartnerApplication>()).toMatchObject({ status: 'approved' });
    // The guard reads the account on each request: the same token now carries the role.
    expect(await roleOf(customer.accessToken)).toBe('partner');
    const mail = await waitForMail(
      ctx.dataDir,
      customer.email,
      /solicitud de partner está aprobada/,
    );
    expect(mail.body).toContain('Bienvenida al programa.');

    const twice = await decide(id, 'reject');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'conflict', message: msg.alreadyDecided });
    expect(await roleOf(customer.accessToken)).toBe('partner');

    const asPartner = await apply(customer.accessToken);
    expect(asPartner.json()).toEqual({ error: 'already_partner', message: msg.alreadyPartner });
  });

  it('rejection keeps the role, tells the applicant, and lets them apply again', async () => {
    const customer = await confirmedCustomer();
    const { id } = (await apply(customer.accessToken)).json<PartnerApplication>();
    const res = await decide(id, 'reject', 'Ahora mismo no colaboramos con galerías.');
    expect(res.statusCode).toBe(200);
    expect(await roleOf(customer.accessToken)).toBe('user');
    expect((await mine(customer.accessToken)).application).toMatchObject({
      status: 'rejected',
      decisionNote: 'Ahora mismo no colaboramos con galerías.',
    });
    const mail = await waitForMail(ctx.dataDir, customer.email, /Sobre tu solicitud de partner/);
    expect(mail.body).toContain('Ahora mismo no colaboramos');
    expect((await apply(customer.accessToken)).statusCode).toBe(201);
  });

  it("is the admin's only: customers and partners get 403, unknown ids 404", async () => {
    const customer = await confirmedCustomer();
    const { id } = (await apply(customer.accessToken)).json<PartnerApplication>();
    const byCustomer = await decide(id, 'approve', '', customer.accessToken);
    expect(byCustomer.statusCode).toBe(403);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/partner-applications',
      headers: bearer(customer.accessToken),
    });
    expect(list.statusCode).toBe(403);
    expect(await roleOf(customer.accessToken)).toBe('user');
    expect((await decide('8a4f2c39-1a52-4c4e-9d53-7f3b0f5b9c11', 'approve')).statusCode).toBe(404);
  });
});

describe('the partner role', () => {
  it('cannot be taken through the profile or the sign-up', async () => {
    const customer = await signUp(ctx.app);
    const profile = await putUserForm(ctx.app, customer.accessToken, [
      { name: 'name', value: 'Ana López' },
      { name: 'role', value: 'partner' },
    ]);
    expect([200, 400]).toContain(profile.statusCode);
    expect(await roleOf(customer.accessToken)).toBe('user');

    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup/user',
      payload: {
        name: 'Pablo',
        email: `pablo.${Date.now()}@example.org`,
        password: 'Lumen#Fotos2026',
        role: 'partner',
      },
    });
    if (signup.statusCode === 201) {
      const token = signup.json<{ accessToken: string }>().accessToken;
      expect(await roleOf(token)).toBe('user');
    } else {
      expect(signup.statusCode).toBe(400);
    }
  });
});

describe('keeping applications (the privacy policy: a rejected one, a year)', () => {
  it('removes an application a year after its rejection, and nothing else', async () => {
    /** An application decided `daysAgo` days ago (null: still pending, made 400 days ago). */
    const decided = async (decision: 'approve' | 'reject' | null, daysAgo: number) => {
      const customer = await confirmedCustomer();
      const { id } = (await apply(customer.accessToken)).json<PartnerApplication>();
      if (decision) expect((await decide(id, decision)).statusCode).toBe(200);
      await ctx.database.db
        .update(partnerApplications)
        .set({
          createdAt: sql`now() - make_interval(days => ${daysAgo + 1})`,
          ...(decision ? { decidedAt: sql`now() - make_interval(days => ${daysAgo})` } : {}),
        })
        .where(eq(partnerApplications.id, id));
      return id;
    };
    const oldRejection = await decided('reject', REJECTED_KEPT_DAYS + 1);
    const youngRejection = await decided('reject', REJECTED_KEPT_DAYS - 1);
    const oldApproval = await decided('approve', 400);
    const oldPending = await decided(null, 400);

    // What the daily round does (lib/retention.ts) in a worker process.
    const repository = createPartnersRepository(ctx.database.db);
    expect(await repository.removeRejectedBefore(retentionCutoff(REJECTED_KEPT_DAYS))).toBe(1);
    expect(await repository.findById(oldRejection)).toBeNull();
    for (const kept of [youngRejection, oldApproval, oldPending]) {
      expect(await repository.findById(kept)).not.toBeNull();
    }
  });
});
