import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ReceivedMail {
  file: string;
  to: string;
  /** The Reply-To header, decoded ('' when there is none). */
  replyTo: string;
  subject: string;
  body: string;
  links: string[];
  /** Files attached, decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** The attached parts of a raw message (base64, as nodemailer writes them). */
function attachmentsOf(raw: string): ReceivedMail['attachments'] {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts.flatMap((part) => {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) return [];
    const head = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const filename = /^Content-Disposition: attachment;\s*filename="?([^";\r\n]+)"?/im.exec(
      head,
    )?.[1];
    if (!filename) return [];
    const contentType = /^Content-Type: ([^;\r\n]+)/im.exec(head)?.[1] ?? '';
    const data = part
      .slice(split)
      .replace(/--[^\r\n]*--\s*$/, '')
      .replace(/\s+/g, '');
    return [{ filename, contentType, content: Buffer.from(data, 'base64') }];
  });
}

/** Quoted-printable to text: the =XX escapes are UTF-8 bytes. */
function decodeQuotedPrintable(text: string) {
  const unwrapped = text.replace(/=\r?\n/g, '');
  return unwrapped.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  );
}

/** RFC 2047 encoded words (Q or B), adjacent ones joined as the standard says. */
function decodeHeader(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Reads the .eml files the mail module writes when no SMTP server is configured. */
export async function readMailbox(dataDir: string): Promise<ReceivedMail[]> {
  const dir = path.join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const raw = await readFile(path.join(dir, name), 'utf8');
      // The message's own headers are plain text ('=' is literal there, as in a link's
      // `?token=AB…`); only the parts after them are quoted-printable.
      const split = raw.search(/\r?\n\r?\n/);
      const rawHead = split < 0 ? raw : raw.slice(0, split);
      const body = rawHead + decodeQuotedPrintable(split < 0 ? '' : raw.slice(split));
      // Long headers are folded onto indented lines: unfold them before reading.
      const head = rawHead.replace(/\r?\n[ \t]+/g, ' ');
      const header = (h: string) =>
        decodeHeader(new RegExp(`^${h}: (.*)$`, 'mi').exec(head)?.[1] ?? '');
      const links = [...new Set(body.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
      return {
        file: name,
        to: header('To'),
        replyTo: header('Reply-To'),
        subject: header('Subject'),
        body,
        links,
        attachments: attachmentsOf(raw),
      };
    }),
  );
}

/** Waits for a message to `to` whose subject matches (reset emails are sent in the background). */
export async function waitForMail(dataDir: string, to: string, subject: RegExp, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailbox(dataDir)).filter(
      (m) => m.to.includes(to) && subject.test(m.subject),
    );
    const last = found.at(-1);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The token at the end of a link's path (before any query string). */
export function tokenFromLink(link: string) {
  return new URL(link).pathname.split('/').pop() ?? '';
}
