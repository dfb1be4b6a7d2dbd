import { Suspense, useEffect, useId, useRef } from 'react';
import { Spinner } from '@/components/spinner';
import { eventTexts } from '@/features/events/utils/event-texts';
import type { SignInSlot } from './event-slots';
import styles from './sign-in-dialog.module.css';

/**
 * The sign-in form in a modal <dialog> (docs/rules/accounts.md#sign-in: its event intro, and
 * on success the modal closes instead of navigating), over the page and its choice.
 */
export function SignInDialog({
  SignIn,
  redirectTo,
  onSignedIn,
  onClose,
}: {
  SignIn: SignInSlot;
  /** This page: where the form's 'Regístrate' link comes back to. */
  redirectTo: string;
  onSignedIn: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      // Escape: the browser would close it by itself; the page decides.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {eventTexts.signInTitle}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={eventTexts.close}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <Suspense fallback={<Spinner />}>
        <SignIn modal redirectTo={redirectTo} onSuccess={onSignedIn} />
      </Suspense>
    </dialog>
  );
}
