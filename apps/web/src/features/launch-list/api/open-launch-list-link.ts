import { api } from '@/lib/api';

/** POST /launch-list/confirm or /launch-list/unsubscribe with the email link's token. */
export const openLaunchListLink = (kind: 'confirm' | 'unsubscribe', token: string) =>
  api.POST(kind === 'confirm' ? '/api/launch-list/confirm' : '/api/launch-list/unsubscribe', {
    body: { token },
    refreshOn401: false,
  });
