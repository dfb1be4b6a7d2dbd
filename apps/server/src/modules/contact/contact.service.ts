import { randomUUID } from 'node:crypto';
import {
  contactMessages as msg,
  type ContactMessage,
  type ContactMessageBody,
  type ContactMessagesPage,
  type ContactReceipt,
  type WithdrawalReceipt,
  type WithdrawalRequest,
  type WithdrawalsPage,
  type WithdrawalStatus,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { RateLimiter } from '#src/infra/rate-limiter';
import { notFound } from '#src/lib/errors';
import type { Orders } from '#src/modules/orders/orders.port';
import { withdrawalReference } from './contact-emails';
import { contactLimits } from './contact.limits';
import type {
  ContactMessageRow,
  ContactRepository,
  PageRequest,
  WithdrawalRequestRow,
} from './contact.repository';

/** The emails a stored row needs, queued in the row's transaction (the outbox). */
export interface ContactOutbox {
  messageStored(messageId: string, tx: Database): Promise<void>;
  withdrawalStored(withdrawalId: string, tx: Database): Promise<void>;
  /** The photographer refunded or rejected it: the consumer is told. */
  withdrawalDecided(
    withdrawalId: string,
    status: Exclude<WithdrawalStatus, 'received'>,
    tx: Database,
  ): Promise<void>;
  /** After the commit: this process's workers look at once. */
  committed(): void;
}

/** The parsed bodies (contracts' output types). */
interface WithdrawalInput {
  name: string;
  email: string;
  orderNumber: string;
  comment: string;
  website?: string | undefined;
}

/** A bot filled the field people never see. */
const isBot = (body: { website?: string | undefined }) => Boolean(body.website?.trim());

const toMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const toWithdrawal = (row: WithdrawalRequestRow): WithdrawalRequest => ({
  id: row.id,
  reference: withdrawalReference(row.id),
  name: row.name,
  email: row.email,
  orderNumber: row.orderNumber,
  comment: row.comment,
  matchedOrderId: row.matchedOrderId,
  status: row.status,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
});

/**
 * The customer desk: messages from /contact and withdrawal declarations from /desistimiento,
 * each stored with its emails queued in one transaction, and the admin's inbox of both.
 */
export function createContactService(deps: {
  repository: ContactRepository;
  limiter: RateLimiter;
  orders: Pick<Orders['withdrawals'], 'findPaidOrderId'>;
  outbox: ContactOutbox;
}) {
  const { repository, limiter, orders, outbox } = deps;

  return {
    /** Stores the message and queues the photographer's email; a honeypot's only looks so. */
    async sendMessage(body: ContactMessageBody, ip: string): Promise<ContactReceipt> {
      await limiter.enforce([[contactLimits.messagesPerIp, ip]], msg.tooManyMessages);
      if (isBot(body)) return { message: msg.messageSent };
      await repository.insertMessageThen(
        {
          name: body.name,
          email: body.email,
          subject: body.subject,
          message: body.message,
          consentedAt: new Date(),
        },
        (row, tx) => outbox.messageStored(row.id, tx),
      );
      outbox.committed();
      return { message: msg.messageSent };
    },

    async listMessages(request: PageRequest & { unread: boolean }): Promise<ContactMessagesPage> {
      const { items, total, unread } = await repository.listMessages({
        ...request,
        unreadOnly: request.unread,
      });
      return { items: items.map(toMessage), total, unread, ...pageOf(request) };
    },

    async setRead(id: string, read: boolean): Promise<ContactMessage> {
      const row = await repository.setRead(id, read);
      if (!row) throw notFound(msg.messageNotFound);
      return toMessage(row);
    },

    async deleteMessage(id: string): Promise<void> {
      if (!(await repository.deleteMessage(id))) throw notFound(msg.messageNotFound);
    },

    /**
     * Stores the declaration, with the paid order of that email its number names (if any),
     * and queues the acknowledgement and the photographer's note. The answer is the same
     * whether or not the number matched, so nobody learns anything about an order here.
     */
    async requestWithdrawal(body: WithdrawalInput, ip: string): Promise<WithdrawalReceipt> {
      await limiter.enforce([[contactLimits.withdrawalsPerIp, ip]], msg.tooManyWithdrawals);
      if (isBot(body)) {
        return {
          message: msg.withdrawalReceived,
          receivedAt: new Date().toISOString(),
          reference: withdrawalReference(randomUUID()),
        };
      }
      const matchedOrderId = await orders.findPaidOrderId(body.orderNumber, body.email);
      const row = await repository.insertWithdrawalThen(
        {
          name: body.name,
          email: body.email,
          orderNumber: body.orderNumber,
          comment: body.comment,
          matchedOrderId,
        },
        (stored, tx) => outbox.withdrawalStored(stored.id, tx),
      );
      outbox.committed();
      return {
        message: msg.withdrawalReceived,
        receivedAt: row.createdAt.toISOString(),
        reference: withdrawalReference(row.id),
      };
    },

    async listWithdrawals(
      request: PageRequest & { status?: WithdrawalStatus | undefined },
    ): Promise<WithdrawalsPage> {
      const { items, total, open } = await repository.listWithdrawals(request);
      return { items: items.map(toWithdrawal), total, open, ...pageOf(request) };
    },

    async updateWithdrawal(
      id: string,
      change: { status: WithdrawalStatus; note: string },
    ): Promise<WithdrawalRequest> {
      // A move into a decision queues the consumer's email (the job tells each decision
      // once); a changed note alone queues nothing.
      const row = await repository.updateWithdrawalThen(
        id,
        change,
        async (updated, previous, tx) => {
          if (updated.status === previous || updated.status === 'received') return;
          await outbox.withdrawalDecided(updated.id, updated.status, tx);
        },
      );
      if (!row) throw notFound(msg.withdrawalNotFound);
      outbox.committed();
      return toWithdrawal(row);
    },
  };
}

const pageOf = ({ page, pageSize }: PageRequest) => ({ page, pageSize });

export type ContactService = ReturnType<typeof createContactService>;
