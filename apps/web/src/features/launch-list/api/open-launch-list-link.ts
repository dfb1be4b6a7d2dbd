import { launchListApi, type LaunchListResult } from '@shop/contracts';
import { api } from '@/lib/api';

/** POST /launch-list/confirm or /launch-list/unsubscribe with the email link's token. */
export const openLaunchListLink = (kind: 'confirm' | 'unsubscribe', token: string) =>
  api.request<LaunchListResult>(launchListApi[kind], {
    method: 'POST',
    body: { token },
    refreshOn401: false,
  });
