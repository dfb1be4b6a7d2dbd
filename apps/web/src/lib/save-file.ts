/**
 * Hands a fetched file to the browser's download. The session is a bearer token, which a
 * plain link cannot send: the file is fetched with it and saved from a blob URL, under the
 * name the server gave it (the API client reads it from Content-Disposition), else `name`.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = file instanceof File && file.name ? file.name : name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` first), else null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken encoding: the plain name, if any.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition);
  return plain?.[1] ?? plain?.[2] ?? null;
}
