/**
 * The 3-D Secure page `next_action.redirect_to_url.url` points to: plain HTML, no script and no
 * inline style (it passes a strict Content-Security-Policy), in Spanish. Its two buttons post
 * to the simulator, which moves the PaymentIntent on and redirects to the `return_url`.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('es-ES', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

export function challengePage(input: {
  intentId: string;
  clientSecret: string;
  amount: number;
  currency: string;
}): string {
  const action = `/3ds/${encodeURIComponent(input.intentId)}`;
  const secret = escapeHtml(input.clientSecret);
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Autenticación de la tarjeta (simulador)</title>
<link rel="stylesheet" href="/3ds.css">
</head>
<body>
<main>
<h1>Autenticación de la tarjeta</h1>
<p>Tu banco pide confirmar este pago de <strong>${escapeHtml(formatAmount(input.amount, input.currency))}</strong>.</p>
<p class="note">Simulador de pagos: no se cobra nada de verdad.</p>
<form method="post" action="${action}/complete">
<input type="hidden" name="client_secret" value="${secret}">
<button type="submit">Autorizar el pago</button>
</form>
<form method="post" action="${action}/fail">
<input type="hidden" name="client_secret" value="${secret}">
<button type="submit" class="secondary">Rechazar</button>
</form>
</main>
</body>
</html>
`;
}

export function resultPage(succeeded: boolean): string {
  const text = succeeded
    ? 'Pago autorizado. Ya puedes cerrar esta página.'
    : 'Autenticación rechazada. Ya puedes cerrar esta página.';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Autenticación de la tarjeta (simulador)</title>
<link rel="stylesheet" href="/3ds.css">
</head>
<body>
<main>
<p>${text}</p>
</main>
</body>
</html>
`;
}

export function notFoundPage(): string {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>No encontrado</title></head>
<body><p>Este pago no espera ninguna autenticación.</p></body>
</html>
`;
}

export const challengeStyles = `body{font-family:system-ui,sans-serif;background:#f4f4f5;margin:0}
main{max-width:26rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:.5rem}
h1{font-size:1.25rem}
.note{color:#52525b;font-size:.875rem}
form{display:inline-block;margin-right:.5rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.375rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}
`;
