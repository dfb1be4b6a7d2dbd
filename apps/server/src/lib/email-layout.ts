/**
 * The shop's emails: one plain layout (title, paragraphs, an optional button), as text and
 * as HTML with every value escaped.
 */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function emailLayout(
  siteName: string,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const text = [
    title,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    `— ${siteName}`,
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;background:#f5f5f4;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5;color:#333">${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#e8b04b;color:#1a1304;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#777">Si el botón no funciona, copia este enlace: ${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:12px;color:#777">— ${escapeHtml(siteName)}</p></div></body></html>`;
  return { text, html };
}
