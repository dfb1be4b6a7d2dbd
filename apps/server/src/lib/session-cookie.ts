/**
 * The refresh cookie's name: with the __Secure- prefix whenever it is Secure. Auth sets it;
 * the cookie policy names it.
 */
export const refreshCookieName = (secure: boolean) => (secure ? '__Secure-rt' : 'rt');
