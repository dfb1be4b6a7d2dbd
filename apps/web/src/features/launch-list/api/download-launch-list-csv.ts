import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * GET /admin/launch-list.csv. The admin's session is a bearer token, which a plain link
 * cannot send: the file is fetched with it and saved from a blob URL.
 */
export async function downloadLaunchListCsv(today = new Date()): Promise<void> {
  const csv = await api.GET('/api/admin/launch-list.csv', { parseAs: 'blob' });
  const url = URL.createObjectURL(csv);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `lista-de-aviso-${today.toISOString().slice(0, 10)}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export const useDownloadLaunchListCsv = () =>
  useMutation({ mutationFn: () => downloadLaunchListCsv() });
