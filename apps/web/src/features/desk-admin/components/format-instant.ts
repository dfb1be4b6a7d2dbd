const format = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short' });

/** '12/3/26, 14:05': when a message or request arrived, in the admin's own time zone. */
export const formatInstant = (iso: string) => format.format(new Date(iso));
