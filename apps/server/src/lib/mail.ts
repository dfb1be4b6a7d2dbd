import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Where a reply goes (a contact message's sender). Given as name and address, so the
   * transport encodes the name: nothing typed can add a header.
   */
  replyTo?: { name: string; address: string };
  /** Extra headers, e.g. List-Unsubscribe on the emails a person may stop receiving. */
  headers?: Record<string, string>;
  /** Files sent with it (tickets' PDF, a calendar entry). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** CR, LF, NUL and the Unicode line separators: what could end a header and start another. */
const HEADER_BREAK = /[\r\n\0\u2028\u2029]/;

/**
 * Refuses a message whose header values could carry another header (`Bcc:` after a line
 * break). The contracts refuse such text already; this keeps it true for every sender.
 */
export function checkHeaders(message: MailMessage): void {
  const values = [
    message.to,
    message.subject,
    message.replyTo?.name,
    message.replyTo?.address,
    ...Object.values(message.headers ?? {}),
  ];
  if (values.some((value) => value !== undefined && HEADER_BREAK.test(value))) {
    throw new Error('mail: a header value holds a line break');
  }
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file (0600) in
 * DATA_DIR/mail and a log line naming it. Outside production the line also carries the
 * message's links, so a developer can follow them without a mail server; in production
 * they hold live one-time tokens and stay out of the logs.
 */
export function createMailer(
  options: { smtpUrl: string | null; from: string; dir: string; logLinks: boolean },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        checkHeaders(message);
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      checkHeaders(message);
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.dir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const links = options.logLinks ? (message.text.match(/https?:\/\/\S+/g) ?? []) : undefined;
      log.info({ subject: message.subject, file, links }, 'email written');
    },
  };
}
