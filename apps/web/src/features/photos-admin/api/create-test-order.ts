import { useMutation } from '@tanstack/react-query';
import type { TestOrderRequestBody } from '@shop/contracts';
import { api } from '@/lib/api';

/**
 * POST /prodigi/orders (admin): one copy of the photo's first active variant, shipped
 * Budget, sent to Prodigi and never charged (docs/rules/admin.md#test-order).
 */
export const createTestOrder = (body: TestOrderRequestBody) =>
  api.POST('/api/prodigi/orders', { body });

export const useCreateTestOrder = () => useMutation({ mutationFn: createTestOrder });
