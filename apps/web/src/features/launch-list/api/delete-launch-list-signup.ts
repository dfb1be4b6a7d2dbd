import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /admin/launch-list/{id}: erases the sign-up. */
export const deleteLaunchListSignup = (id: string) =>
  api.DELETE('/api/admin/launch-list/{id}', { params: { path: { id } } });

export function useDeleteLaunchListSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLaunchListSignup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminLaunchListAll() }),
  });
}
