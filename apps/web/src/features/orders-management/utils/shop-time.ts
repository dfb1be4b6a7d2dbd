const madrid = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as the admin's order pages show it: 'YYYY-MM-DD HH:mm' in Europe/Madrid. */
export function shopTime(value: string): string {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : madrid.format(instant);
}
