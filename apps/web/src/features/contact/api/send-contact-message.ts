import { useMutation } from '@tanstack/react-query';
import { contactApi, type ContactMessageBody, type ContactReceipt } from '@shop/contracts';
import { api } from '@/lib/api';

/** POST /contact: stored and emailed to the photographer; the answer is the confirmation. */
export const sendContactMessage = (body: ContactMessageBody) =>
  api.request<ContactReceipt>(contactApi.message, { method: 'POST', body });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
