import { and, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { WithdrawalStatus } from '@shop/contracts';
import type { Database } from '#src/db/client';
import {
  contactMessages,
  withdrawalRequests,
  type ContactMessageRow,
  type WithdrawalRequestRow,
} from '#src/db/schema/index';

export type { ContactMessageRow, WithdrawalRequestRow };

export interface PageRequest {
  page: number;
  pageSize: number;
}

export type NewContactMessage = Pick<
  typeof contactMessages.$inferInsert,
  'name' | 'email' | 'subject' | 'message' | 'consentedAt'
>;
export type NewWithdrawalRequest = Pick<
  typeof withdrawalRequests.$inferInsert,
  'name' | 'email' | 'orderNumber' | 'comment' | 'matchedOrderId'
>;

/** Runs in the insert's transaction (to queue the emails: both commit or neither). */
export type AfterInsert<Row> = (row: Row, tx: Database) => Promise<void>;

const offset = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** The only SQL on contact_messages and withdrawal_requests. */
export function createContactRepository(db: Database) {
  async function countWhere(
    table: typeof contactMessages | typeof withdrawalRequests,
    where?: SQL,
  ) {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  }

  async function findMessage(id: string): Promise<ContactMessageRow | null> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row ?? null;
  }

  return {
    async insertMessageThen(
      values: NewContactMessage,
      after: AfterInsert<ContactMessageRow>,
    ): Promise<ContactMessageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(contactMessages).values(values).returning();
        if (!row) throw new Error('contact message not inserted');
        await after(row, tx);
        return row;
      });
    },
    findMessage,
    /** Newest first; `unreadOnly` keeps the unread ones. */
    async listMessages(request: PageRequest & { unreadOnly: boolean }) {
      const where = request.unreadOnly ? isNull(contactMessages.readAt) : undefined;
      const [items, total, unread] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(request.pageSize)
          .offset(offset(request)),
        countWhere(contactMessages, where),
        countWhere(contactMessages, isNull(contactMessages.readAt)),
      ]);
      return { items, total, unread };
    },
    /** Marks it read (keeping the first time) or unread; null when there is no such message. */
    async setRead(id: string, read: boolean): Promise<ContactMessageRow | null> {
      const [row] = await db
        .update(contactMessages)
        .set({ readAt: read ? new Date() : null })
        .where(
          read
            ? and(eq(contactMessages.id, id), isNull(contactMessages.readAt))
            : eq(contactMessages.id, id),
        )
        .returning();
      return row ?? (await findMessage(id));
    },
    async deleteMessage(id: string): Promise<boolean> {
      const deleted = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return deleted.length === 1;
    },

    /** Removes the messages that arrived before `before`; returns how many. */
    async removeMessagesBefore(before: Date): Promise<number> {
      const removed = await db
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, before))
        .returning({ id: contactMessages.id });
      return removed.length;
    },

    async insertWithdrawalThen(
      values: NewWithdrawalRequest,
      after: AfterInsert<WithdrawalRequestRow>,
    ): Promise<WithdrawalRequestRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(withdrawalRequests).values(values).returning();
        if (!row) throw new Error('withdrawal request not inserted');
        await after(row, tx);
        return row;
      });
    },
    async findWithdrawal(id: string): Promise<WithdrawalRequestRow | null> {
      const [row] = await db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id));
      return row ?? null;
    },
    /** Newest first; `status` keeps those in it. */
    async listWithdrawals(request: PageRequest & { status?: WithdrawalStatus | undefined }) {
      const where = request.status ? eq(withdrawalRequests.status, request.status) : undefined;
      const [items, total, open] = await Promise.all([
        db
          .select()
          .from(withdrawalRequests)
          .where(where)
          .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id))
          .limit(request.pageSize)
          .offset(offset(request)),
        countWhere(withdrawalRequests, where),
        countWhere(withdrawalRequests, eq(withdrawalRequests.status, 'received')),
      ]);
      return { items, total, open };
    },
    /**
     * The request if it still has the decision `status` and the consumer has not been told
     * that decision yet (a decision changed at once is told as it ended; refunded, back to
     * received by mistake, refunded again, is told once); else null.
     */
    async findUntoldDecision(
      id: string,
      status: WithdrawalStatus,
    ): Promise<WithdrawalRequestRow | null> {
      const [row] = await db
        .select()
        .from(withdrawalRequests)
        .where(
          and(
            eq(withdrawalRequests.id, id),
            eq(withdrawalRequests.status, status),
            sql`${withdrawalRequests.decisionToldAs} is distinct from ${status}`,
          ),
        );
      return row ?? null;
    },
    /** Records that the consumer was emailed this decision. */
    async markDecisionTold(id: string, status: WithdrawalStatus): Promise<void> {
      await db
        .update(withdrawalRequests)
        .set({ decisionToldAs: status })
        .where(eq(withdrawalRequests.id, id));
    },
    /**
     * Sets what became of a request, and runs `after` in the same transaction with the status
     * it had before (to queue the consumer's email). Null when there is no such request.
     */
    async updateWithdrawalThen(
      id: string,
      change: { status: WithdrawalStatus; note: string },
      after: (row: WithdrawalRequestRow, previous: WithdrawalStatus, tx: Database) => Promise<void>,
    ): Promise<WithdrawalRequestRow | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: withdrawalRequests.status })
          .from(withdrawalRequests)
          .where(eq(withdrawalRequests.id, id))
          .for('update');
        if (!before) return null;
        const [row] = await tx
          .update(withdrawalRequests)
          .set({ ...change, statusChangedAt: new Date() })
          .where(eq(withdrawalRequests.id, id))
          .returning();
        if (!row) return null;
        await after(row, before.status, tx);
        return row;
      });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
