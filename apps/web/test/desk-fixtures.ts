import type {
  ContactMessage,
  ContactMessagesPage,
  WithdrawalRequest,
  WithdrawalsPage,
} from '@shop/contracts';
import { json, type FakeServer } from './fake-fetch';

export const contactMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: '0b8f1e52-6a0e-4d5c-9d7e-1a2b3c4d5e6f',
  name: 'Ana López',
  email: 'ana@example.com',
  subject: 'Sesión de retrato',
  message: 'Hola:\n¿Tenéis fechas en mayo?',
  read: false,
  createdAt: '2026-03-12T13:05:00.000Z',
  ...overrides,
});

export const withdrawalRequest = (
  overrides: Partial<WithdrawalRequest> = {},
): WithdrawalRequest => ({
  id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  reference: 'D-5C1D2E3F',
  name: 'Eva Ruiz',
  email: 'eva@example.com',
  orderNumber: 'A1B2C3',
  comment: '',
  matchedOrderId: null,
  status: 'received',
  note: '',
  createdAt: '2026-03-12T13:05:00.000Z',
  statusChangedAt: null,
  ...overrides,
});

/** The admin's inbox as the fake API answers it (empty unless given). */
export function serveDesk(
  server: FakeServer,
  {
    messages = [],
    withdrawals = [],
  }: { messages?: ContactMessage[]; withdrawals?: WithdrawalRequest[] } = {},
) {
  server.on('GET', '/api/admin/contact-messages', () =>
    json(200, {
      items: messages,
      total: messages.length,
      unread: messages.filter((m) => !m.read).length,
      page: 1,
      pageSize: 20,
    } satisfies ContactMessagesPage),
  );
  server.on('GET', '/api/admin/withdrawals', () =>
    json(200, {
      items: withdrawals,
      total: withdrawals.length,
      open: withdrawals.filter((w) => w.status === 'received').length,
      page: 1,
      pageSize: 20,
    } satisfies WithdrawalsPage),
  );
}
