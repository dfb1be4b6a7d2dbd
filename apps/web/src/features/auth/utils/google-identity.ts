/**
 * The small part of Google Identity Services (GIS) the sign-in button uses, typed here so
 * no dependency is needed. The script loads only on pages that show the button.
 */
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client?hl=es';
const SCRIPT_ID = 'google-identity-services';

export interface GoogleCredentialResponse {
  /** The ID token, verified by our server. */
  credential?: string;
}

export interface GoogleButtonOptions {
  width: number;
  locale: string;
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const loadedId = () => window.google?.accounts?.id;

/** Adds the GIS script once and resolves with `google.accounts.id` when it has loaded. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = loadedId();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = GOOGLE_IDENTITY_SCRIPT_URL;
      script.async = true;
      document.head.appendChild(script);
    }
    script.addEventListener(
      'load',
      () => {
        const id = loadedId();
        if (id) resolve(id);
        else reject(new Error('Google Identity Services no está disponible'));
      },
      { once: true },
    );
    script.addEventListener(
      'error',
      () => reject(new Error('No se pudo cargar Google Identity Services')),
      { once: true },
    );
  });
}
