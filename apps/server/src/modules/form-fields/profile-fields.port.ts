/**
 * The form-fields domain's port for other domains: which profile fields exist, so users can
 * refuse answers to fields that do not.
 */
export interface ProfileFields {
  /** The keys of the profile form fields. */
  keys(): Promise<Set<string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Port of the form-fields domain (modules/form-fields/profile-fields.port.ts). */
    profileFields: ProfileFields;
  }
}
