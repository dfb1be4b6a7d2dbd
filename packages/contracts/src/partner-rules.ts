/**
 * The partner programme (issue 12): a signed-in customer applies from /hazte-partner, the
 * admin approves or rejects; approval is the only way an account gets the `partner` role.
 * No zod here: this file ships to visitors (the schemas are in partners.ts).
 */
export const partnerMessages = {
  nameRequired: 'Escribe tu nombre.',
  businessRequired: 'Escribe el nombre de tu negocio o proyecto.',
  motivationRequired: 'Cuéntanos por qué quieres colaborar.',
  websiteInvalid: 'Escribe una dirección web completa, que empiece por https://.',
  sent: 'Solicitud enviada. Te escribiremos cuando la revisemos.',
  pending: 'Ya tienes una solicitud pendiente de revisión.',
  alreadyPartner: 'Tu cuenta ya es partner.',
  emailUnconfirmed:
    'Confirma tu email antes de enviar la solicitud: te enviamos un enlace al registrarte.',
  alreadyDecided: 'Esta solicitud ya se resolvió.',
  notFound: 'No encontramos esa solicitud.',
} as const;

export const partnerApplicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type PartnerApplicationStatus = (typeof partnerApplicationStatuses)[number];

export const partnerFieldLimits = { name: 120, business: 160, motivation: 2000 } as const;
export const partnerWebsiteLimit = 300;
