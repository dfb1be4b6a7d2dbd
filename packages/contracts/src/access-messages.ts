/**
 * The text of a page refused to the caller's role: apart from the account texts, because the
 * app's first view needs it and none of the rest.
 */
export const accessMessages = {
  adminOnly: 'Esta sección es solo para administradores.',
} as const;
