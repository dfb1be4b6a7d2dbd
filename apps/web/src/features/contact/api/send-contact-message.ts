import { useMutation } from '@tanstack/react-query';
import type { ContactMessageBody } from '@shop/contracts';
import { api } from '@/lib/api';

/** POST /contact: stored and emailed to the photographer; the answer is the confirmation. */
export const sendContactMessage = (body: ContactMessageBody) => api.POST('/api/contact', { body });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
