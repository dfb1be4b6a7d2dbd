import { useMutation } from '@tanstack/react-query';
import type { LaunchListSignupBody } from '@shop/contracts';
import { api } from '@/lib/api';

/** POST /launch-list: the same answer whoever's address it is (202 with a message). */
export const joinLaunchList = (body: LaunchListSignupBody) =>
  api.POST('/api/launch-list', { body, refreshOn401: false });

export const useJoinLaunchList = () => useMutation({ mutationFn: joinLaunchList });
