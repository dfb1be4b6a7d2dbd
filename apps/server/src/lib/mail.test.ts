import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLayout } from './email-layout';
import { createMailer } from './mail';

const log = pino({ level: 'silent' });
const message = {
  to: 'ana@example.com',
  subject: 'Confirma tu email',
  text: 'Hola. Confirma aquí: http://localhost:3000/confirm-email/user/abc?redirect=%2Fprofile',
  html: '<p>Hola. <a href="http://localhost:3000/confirm-email/user/abc">Confirmar</a></p>',
};

/** A message in the shop's layout, with accents and a line long enough to be wrapped. */
const branded = {
  to: 'ana@example.com',
  subject: 'Pedido 4F2A9C confirmado',
  ...emailLayout(
    {
      siteName: 'Estudio de Fotografía',
      legalName: 'Lucía Ferrer Campos',
      taxId: '12345678Z',
      address: 'Calle del Pez 27, 28004 Madrid',
      contactEmail: 'hola@estudio.example',
      publicUrl: 'https://tienda.example',
    },
    'Gracias por tu compra, Ana',
    [
      'Hemos recibido el pago de tu pedido 4F2A9C. Lo enviamos ahora al laboratorio para imprimirlo; te escribiremos con el número de seguimiento cuando salga.',
    ],
    { label: 'Ver tu pedido', url: '/pedido/abc?firma=xyz' },
  ),
};

/** Quoted-printable or base64 to text (UTF-8). */
function decodePart(body: string, encoding: string) {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (!/quoted-printable/i.test(encoding)) return body;
  const unwrapped = body.replace(/=\r?\n/g, '');
  return unwrapped.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  );
}

/** A raw multipart/alternative message's parts by content type, decoded (a MIME reader). */
function alternativeParts(raw: string): Map<string, string> {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const type = /^Content-Type:\s*([^;\r\n]+);.*boundary="?([^";\r\n]+)"?/im.exec(head);
  expect(type?.[1]).toBe('multipart/alternative');
  const parts = new Map<string, string>();
  for (const chunk of raw
    .slice(split)
    .split(`--${type?.[2] ?? ''}`)
    .slice(1, -1)) {
    const end = chunk.search(/\r?\n\r?\n/);
    const partHead = chunk.slice(0, end);
    const contentType = /^Content-Type:\s*([^;\r\n]+)/im.exec(partHead)?.[1] ?? '';
    const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(partHead)?.[1] ?? '';
    // Lines travel as CRLF; the parts were written with LF.
    parts.set(contentType, decodePart(chunk.slice(end).trim(), encoding).replace(/\r\n/g, '\n'));
  }
  return parts;
}

function expectBothParts(raw: string) {
  const parts = alternativeParts(raw);
  expect([...parts.keys()]).toEqual(['text/plain', 'text/html']);
  expect(parts.get('text/plain')).toBe(branded.text);
  expect(parts.get('text/html')).toBe(branded.html);
}

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

  it('sends the layout as multipart/alternative: the text part and the HTML part', async () => {
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
    await mailer.send(branded);
    expectBothParts(received[before]?.raw ?? '');
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

  it('writes both parts into the .eml file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-mail-'));
    try {
      const mailer = createMailer(
        { smtpUrl: null, from: 'no-reply@localhost', dir, logLinks: false },
        log,
      );
      await mailer.send(branded);
      const [file] = await readdir(dir);
      expectBothParts(await readFile(path.join(dir, file ?? ''), 'utf8'));
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
