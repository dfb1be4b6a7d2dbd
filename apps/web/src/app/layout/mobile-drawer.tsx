import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { displayFirstName, paths } from '@shop/contracts';
import { Avatar } from '@/components/avatar';
import { useFocusTrap } from '@/lib/use-focus-trap';
import { useSession } from '@/lib/session/session-context';
import styles from './mobile-drawer.module.css';
import { mainNavLinks, userMenuLinks, visibleLinks } from './nav-links';

/** The top bar's content for narrow screens, with the user's name and email when signed in. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { isAuthenticated, profile, logout } = useSession();
  const navLinks = visibleLinks(mainNavLinks, profile?.role);
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, so the effect below runs on opening and closing only.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // While open, focus stays inside (Tab wraps) and Esc closes; on close it returns to what
  // had it before (the menu button).
  useEffect(() => {
    const root = panel.current;
    if (!open || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    root.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const focusWasInside =
        root.contains(document.activeElement) || document.activeElement === document.body;
      if (opener?.isConnected && focusWasInside) opener.focus();
    };
  }, [open]);
  useFocusTrap(panel, open);

  return (
    <div className={open ? `${styles.root} ${styles.open}` : styles.root} aria-hidden={!open}>
      <div className={styles.backdrop} onClick={onClose} />
      {/* A div: HTML allows the dialog role (and aria-modal) on it, not on an aside. */}
      <div
        id="mobile-drawer"
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menú"
        inert={!open}
      >
        <button type="button" className={styles.close} aria-label="Cerrar menú" onClick={onClose}>
          ×
        </button>
        {isAuthenticated && (
          <div className={styles.user}>
            <Avatar name={profile?.name ?? ''} picture={profile?.profilePicture} />
            <div>
              <div className={styles.userName}>{displayFirstName(profile?.name)}</div>
              <div className={styles.userEmail}>{profile?.email}</div>
            </div>
          </div>
        )}
        <nav className={styles.links} aria-label="Menú móvil">
          {navLinks.map((link) => (
            <Link key={link.to} to={link.to} className={styles.link}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={styles.links}>
          {isAuthenticated ? (
            <>
              {visibleLinks(userMenuLinks, profile?.role)
                .filter((l) => !navLinks.some((m) => m.label === l.label))
                .map((link) => (
                  <Link key={link.label} to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                ))}
              <button type="button" className={styles.link} onClick={() => void logout()}>
                Cerrar Sesión
              </button>
            </>
          ) : (
            <>
              <Link to={paths.signIn.build()} className={styles.link}>
                Iniciar Sesión
              </Link>
              <Link to={paths.signUp.build()} className={`${styles.link} ${styles.primary}`}>
                Unirme
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
