import { describe, expect, it } from 'vitest';
import { contactMessageEmail, withdrawalTiming } from './contact-emails';

const declaredAt = new Date('2026-05-20T10:00:00Z');
const sent = (iso: string | null) => ({ dispatchDate: iso });

describe('withdrawalTiming: the 14 days run from delivery', () => {
  it('counts the days from the last parcel sent to the declaration', () => {
    expect(withdrawalTiming([sent('2026-05-10T09:00:00Z')], declaredAt)).toBe(
      'El pedido salió del laboratorio el 10 de mayo de 2026, 10 días antes de la declaración. Los 14 días cuentan desde la entrega (suele llegar de 3 a 10 días laborables después del envío).',
    );
    expect(
      withdrawalTiming([sent('2026-05-01T09:00:00Z'), sent('2026-05-19T08:00:00Z')], declaredAt),
    ).toContain('el 19 de mayo de 2026, 1 día antes');
  });

  it('says a declaration made before the order was all sent is in time', () => {
    const inTime = /aún no se había enviado del todo: está en plazo/;
    expect(withdrawalTiming([], declaredAt)).toMatch(inTime);
    expect(withdrawalTiming([sent(null)], declaredAt)).toMatch(inTime);
    expect(withdrawalTiming([sent('2026-05-01T09:00:00Z'), sent(null)], declaredAt)).toMatch(
      inTime,
    );
    expect(withdrawalTiming([sent('2026-05-21T09:00:00Z')], declaredAt)).toMatch(inTime);
  });
});

describe("the photographer's copy of a contact message", () => {
  it('opens the messages section of content management, in both parts', () => {
    const site = {
      siteName: 'Estudio',
      legalName: 'Lucía Ferrer',
      taxId: '12345678Z',
      address: 'Calle del Pez 27, Madrid',
      contactEmail: 'hola@estudio.example',
      publicUrl: 'https://tienda.example',
    };
    const mail = contactMessageEmail(
      {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Una pregunta',
        message: 'Hola',
        consentedAt: declaredAt,
        readAt: null,
        createdAt: declaredAt,
      },
      site,
    );
    expect(mail.html).toContain('href="https://tienda.example/content-management/mensajes"');
    expect(mail.text).toContain('https://tienda.example/content-management/mensajes');
  });
});
