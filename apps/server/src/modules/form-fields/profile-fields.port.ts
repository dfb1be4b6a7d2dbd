import type { FormField } from '@shop/contracts';

/**
 * The form-fields domain's port for other domains: which profile fields exist, so users can
 * refuse answers to fields that do not, and answers that do not fit their field.
 */
export interface ProfileFields {
  /** The keys of the profile form fields. */
  keys(): Promise<Set<string>>;
  /** The profile form fields by key, with their type and allowed values. */
  byKey(): Promise<Map<string, FormField>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Port of the form-fields domain (modules/form-fields/profile-fields.port.ts). */
    profileFields: ProfileFields;
  }
}
