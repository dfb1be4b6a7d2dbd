/** The event pages' own Spanish texts (the contract's are `eventMessages`). */
export const eventTexts = {
  noUpcoming:
    'Ahora mismo no hay eventos con plazas abiertas. Talleres, salidas fotográficas y exposiciones se anuncian primero a quien se apunta a la lista de aviso.',
  launchListLink: 'Avísame de los próximos eventos',
  listFailed: 'No pudimos cargar los eventos. Inténtalo de nuevo.',
  eventFailed: 'No pudimos cargar el evento. Inténtalo de nuevo.',
  noImage: 'Sin imagen',
  cancelledBadge: 'Cancelado',
  cancelled: 'Este evento se ha cancelado.',
  past: 'Este evento ya se celebró.',
  ivaIncluded: 'IVA incluido',
  chooseTickets: 'Elige al menos una entrada.',
  confirmFree: 'Confirmar asistencia',
  continueToPay: 'Continuar al pago',
  ordering: 'Reservando tus plazas...',
  orderFailed: 'No pudimos reservar tus entradas. Inténtalo de nuevo.',
  confirmed: '¡Listo! Tu plaza está confirmada.',
  seeReceipt: 'Ver el justificante',
  holding: (time: string) => `Tus plazas están reservadas durante ${time}`,
  holdMinutesLeft: (minutes: number) =>
    minutes <= 1 ? 'Queda menos de un minuto de reserva.' : `Quedan ${minutes} minutos de reserva.`,
  holdExpired: 'La reserva ha caducado: vuelve a elegir tus entradas.',
  signInTitle: 'Inicia sesión',
  close: 'Cerrar',
  holderName: 'Nombre y apellidos',
  holderEmail: 'Email',
} as const;
