import type { Database } from '#src/db/client';
import type { EventRow } from '#src/db/schema/index';
import type { JobTransaction } from '#src/infra/jobs';
import { emailLayout, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import { ticketLinks, type TicketFiles } from './ticket-emails';
import { createTicketsRepository, type NamedTicket } from './tickets.repository';

/** How far ahead the reminder goes: the day before. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;

/** One holder's reminder of one event, as its job carries it. */
export interface ReminderJob {
  eventId: string;
  email: string;
  ticketIds: string[];
}

/**
 * The reminders due (docs/rules/events.md#reminder): the tickets marked reminded and one job
 * per holder and event queued in the same transaction, so each holder hears once however many
 * processes look. How many emails were queued.
 */
export async function queueDueReminders(deps: {
  db: Database;
  now: Date;
  queue: (job: ReminderJob, tx: JobTransaction) => Promise<void>;
}): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await createTicketsRepository(tx).takeDueReminders(deps.now, REMINDER_AHEAD_MS);
    const jobs = new Map<string, ReminderJob>();
    for (const t of due) {
      const key = `${t.eventId} ${t.holderEmail}`;
      const job = jobs.get(key) ?? { eventId: t.eventId, email: t.holderEmail, ticketIds: [] };
      job.ticketIds.push(t.id);
      jobs.set(key, job);
    }
    for (const job of jobs.values()) await deps.queue(job, tx);
    return jobs.size;
  });
}

/** 'Mañana: {evento}': when, where, the tickets attached again. */
export function reminderEmail(input: {
  to: string;
  event: EventRow;
  when: string;
  tickets: readonly NamedTicket[];
  files: TicketFiles;
  ticketsUrl: string;
  /** Whether she bought them (her page), or holds them (each ticket's own link). */
  forBuyer: boolean;
  ticketUrl: (ticket: NamedTicket) => string;
  brand: EmailBrand;
}): MailMessage {
  const { event } = input;
  const { action, moreLinks } = ticketLinks(input);
  return {
    to: input.to,
    subject: `Mañana: ${event.name}`,
    ...emailLayout(
      input.brand,
      `Te esperamos mañana en ${event.name}`,
      [
        {
          rows: [
            { label: 'Cuándo', value: input.when },
            { label: 'Dónde', value: `${event.venueName}, ${event.venueAddress}` },
            ...(event.onlineUrl ? [{ label: 'En línea', value: event.onlineUrl }] : []),
          ],
        },
        { rows: input.tickets.map((t) => ({ label: t.ticketTypeName, value: t.holderName })) },
        'Te adjuntamos de nuevo tus entradas: enseña el código QR en la entrada, en el móvil o impreso.',
        ...moreLinks,
      ],
      action,
    ),
    attachments: [
      { filename: 'entradas.pdf', content: input.files.pdf, contentType: 'application/pdf' },
    ],
  };
}
