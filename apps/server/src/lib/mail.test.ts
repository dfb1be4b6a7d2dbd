import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mail';

const log = pino({ level: 'silent' });
const message = {
  to: 'ana@example.com',
  subject: 'Confirma tu email',
  text: 'Hola. Confirma aquí: http://localhost:3000/confirm-email/user/abc?redirect=%2Fprofile',
  html: '<p>Hola. <a href="http://localhost:3000/confirm-email/user/abc">Confirmar</a></p>',
};

describe('mail over SMTP', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message with both parts to a real SMTP server', async () => {
    const mailer = createMailer(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Estudio <no-reply@estudio.es>',
        dir: '/nonexistent',
        logLinks: false,
      },
      log,
    );
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@estudio.es');
    expect(received[0]?.to).toEqual(['ana@example.com']);
    expect(received[0]?.raw).toContain('Subject: Confirma tu email');
    expect(received[0]?.raw).toContain('text/plain');
    expect(received[0]?.raw).toContain('text/html');
  });

  it('sets Reply-To from a name and address, and refuses a header smuggled into either', async () => {
    const mailer = createMailer(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'no-reply@estudio.es',
        dir: '/x',
        logLinks: false,
      },
      log,
    );
    const before = received.length;
    await mailer.send({
      ...message,
      replyTo: { name: 'Ana "la de las fotos" <ana@evil.example>', address: 'ana@example.com' },
    });
    const raw = received[before]?.raw ?? '';
    const replyTo = /^Reply-To: (.*)$/m.exec(raw)?.[1] ?? '';
    // The name is one quoted string (its quotes escaped), then the address given as address.
    expect(replyTo).toBe('"Ana \\"la de las fotos\\" <ana@evil.example>" <ana@example.com>');
    for (const bad of [
      { ...message, replyTo: { name: 'Ana\r\nBcc: todos@example.com', address: 'a@example.com' } },
      { ...message, replyTo: { name: 'Ana', address: 'a@example.com\nBcc: todos@example.com' } },
      { ...message, subject: 'Hola\r\nBcc: todos@example.com' },
    ]) {
      await expect(mailer.send(bad)).rejects.toThrow(/line break/);
    }
    expect(received).toHaveLength(before + 1);
  });
});

describe('mail without SMTP', () => {
  it('writes an .eml file into the mail folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-mail-'));
    try {
      const mailer = createMailer(
        { smtpUrl: null, from: 'Estudio <no-reply@localhost>', dir, logLinks: true },
        log,
      );
      await mailer.send(message);
      const files = await readdir(dir);
      expect((await stat(path.join(dir, files[0] ?? ''))).mode & 0o777).toBe(0o600);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = await readFile(path.join(dir, files[0] ?? ''), 'utf8');
      expect(raw).toContain('To: ana@example.com');
      expect(raw).toContain('confirm-email/user/abc');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [true, 'logs the links (development)'],
    [false, 'keeps the links and the recipient out of the log (production)'],
  ])('logLinks %s: %s', async (logLinks) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-mail-'));
    const lines: string[] = [];
    const capture = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    try {
      const mailer = createMailer(
        { smtpUrl: null, from: 'Estudio <no-reply@localhost>', dir, logLinks },
        capture,
      );
      await mailer.send(message);
      const logged = lines.join('');
      expect(logged).toContain('email written');
      expect(logged).not.toContain('ana@example.com');
      if (logLinks) expect(logged).toContain('confirm-email/user/abc');
      else expect(logged).not.toContain('confirm-email/user/abc');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
