import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on the emails a person may stop receiving. */
  headers?: Record<string, string>;
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
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
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
