/** Router state that hands /signin a notice to show (e.g. after a password reset). */
export interface SignInLocationState {
  notice?: string;
}
