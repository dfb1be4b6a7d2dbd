import { paths, type Attendee, type AttendeeList } from '@shop/contracts';

/** Back from the door to the admin's events. */
export const eventsSectionPath = () => paths.contentManagementSection.build('eventos');

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the venue's clock reads it: '10:05'. */
export function clockTime(iso: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-ES', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

export type AttendeeState = 'in' | 'pending' | 'cancelled';

export function attendeeState(attendee: Attendee): AttendeeState {
  if (attendee.status === 'cancelled') return 'cancelled';
  return attendee.checkedInAt ? 'in' : 'pending';
}

/** 'Dentro 10:05', 'Pendiente' or 'Cancelada'. */
export function attendeeStateLabel(attendee: Attendee, timeZone: string): string {
  const state = attendeeState(attendee);
  if (state === 'cancelled') return 'Cancelada';
  if (state === 'pending' || !attendee.checkedInAt) return 'Pendiente';
  return `Dentro ${clockTime(attendee.checkedInAt, timeZone)}`;
}

export const paymentLabel = (attendee: Attendee) =>
  attendee.priceCents === 0 ? 'Gratuita' : 'Pago';

/** '3 de 12 han entrado'. */
export const countsLabel = (list: Pick<AttendeeList, 'valid' | 'checkedIn'>) =>
  `${list.checkedIn} de ${list.valid} han entrado`;
