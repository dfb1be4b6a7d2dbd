import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveFile } from '@/lib/save-file';

/**
 * GET /admin/launch-list.csv. The admin's session is a bearer token, which a plain link
 * cannot send: the file is fetched with it and saved from a blob URL.
 */
export async function downloadLaunchListCsv(today = new Date()): Promise<void> {
  const csv = await api.GET('/api/admin/launch-list.csv', { parseAs: 'blob' });
  saveFile(csv, `lista-de-aviso-${today.toISOString().slice(0, 10)}.csv`);
}

export const useDownloadLaunchListCsv = () =>
  useMutation({ mutationFn: () => downloadLaunchListCsv() });
