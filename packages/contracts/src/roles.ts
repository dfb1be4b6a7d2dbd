/**
 * The closed list of account roles: the database enum (users.role), the API's Profile
 * schema and the web all read it from here.
 */
export const userRoles = ['user', 'partner', 'admin'] as const;

export type UserRole = (typeof userRoles)[number];
