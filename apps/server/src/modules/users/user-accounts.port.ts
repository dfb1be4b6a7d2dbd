import type { BillingData, UserRole } from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { UserRow } from '#src/db/schema/index';
import { createUsersRepository } from './users.repository';

/** An account as other domains see it: identity and sign-in facts, not the profile. */
export type UserAccount = Pick<
  UserRow,
  'id' | 'email' | 'name' | 'role' | 'passwordHash' | 'mailConfirmed' | 'authVersion'
>;

export interface NewUserAccount {
  email: string;
  name: string;
  role?: UserRole;
  passwordHash?: string;
  googleSub?: string;
  mailConfirmed?: boolean;
}

export type AccountChanges = Partial<
  Pick<NewUserAccount, 'role' | 'passwordHash' | 'googleSub' | 'mailConfirmed'>
>;

/**
 * The users domain's port for other domains (auth, the admin CLI): find, create and change
 * accounts without touching the users table. Emails are passed already normalised.
 */
export interface UserAccounts {
  findById(id: string): Promise<UserAccount | null>;
  findByEmail(email: string): Promise<UserAccount | null>;
  findByGoogleSub(sub: string): Promise<UserAccount | null>;
  create(account: NewUserAccount): Promise<UserAccount>;
  update(id: string, changes: AccountChanges): Promise<UserAccount | null>;
  /** A new password hash; bumpVersion ends every access token issued before. */
  setPassword(
    id: string,
    passwordHash: string,
    options: { bumpVersion: boolean },
  ): Promise<UserAccount | null>;
  count(): Promise<number>;
  /** Accounts by id, in no particular order (missing ids are left out). */
  findByIds(ids: readonly string[]): Promise<UserAccount[]>;
  /** The account's billing data as saved (invoices name the buyer by them); null for none. */
  billingData(id: string): Promise<BillingData | null>;
  /**
   * Called after an account's email is set confirmed (at sign-up with Google, by the link, by
   * a password reset): what other domains hand over once the mailbox is proven. Listeners
   * must be safe to repeat; a failing one is the listener's to report. Changes made `within`
   * a transaction call none.
   */
  onEmailConfirmed(listener: (account: UserAccount) => Promise<void>): void;
  /** The same port on `tx`: another domain's change and the account's commit together. */
  within(tx: Database): UserAccounts;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Port of the users domain (modules/users/user-accounts.port.ts). */
    userAccounts: UserAccounts;
  }
}

/** The port's implementation; the users plugin decorates it, the admin CLI builds it. */
export function createUserAccounts(
  db: Database,
  listeners: ((account: UserAccount) => Promise<void>)[] = [],
): UserAccounts {
  const users = createUsersRepository(db);
  const confirmed = async (account: UserAccount | null) => {
    if (account?.mailConfirmed) for (const listener of listeners) await listener(account);
    return account;
  };
  return {
    findById: users.findById,
    findByEmail: users.findByEmail,
    findByGoogleSub: users.findByGoogleSub,
    create: async (account) => {
      const created = await users.insert(account);
      if (account.mailConfirmed) await confirmed(created);
      return created;
    },
    update: async (id, changes) => {
      const updated = await users.update(id, changes);
      return changes.mailConfirmed ? confirmed(updated) : updated;
    },
    onEmailConfirmed: (listener) => {
      listeners.push(listener);
    },
    setPassword: users.setPassword,
    count: users.count,
    findByIds: users.findByIds,
    billingData: async (id) => (await users.findById(id))?.billingData ?? null,
    within: (tx) => createUserAccounts(tx),
  };
}
