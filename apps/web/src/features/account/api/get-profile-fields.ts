import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormField } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /form-fields/profile: the definitions of the profile's extra fields (spec: data.data). */
export const getProfileFields = async (): Promise<FormField[]> => {
  const body = await api.GET('/api/form-fields/profile');
  return body.data;
};

export const profileFieldsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profileFields(), queryFn: getProfileFields });

export const useProfileFields = () => useQuery(profileFieldsQueryOptions());
