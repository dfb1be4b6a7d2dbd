import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { displayFirstName, paths } from '@shop/contracts';
import { Avatar } from '@/components/avatar';
import { Logo } from '@/components/logo';
import { useCartCount } from '@/lib/cart-store';
import { useSession } from '@/lib/session/session-context';
import { useSiteConfig } from '@/lib/site-config';
import { MobileDrawer } from './mobile-drawer';
import { mainNavLinks, userMenuLinks, visibleLinks } from './nav-links';
import styles from './top-bar.module.css';

export function TopBar() {
  const { data: site } = useSiteConfig();
  const { pathname } = useLocation();
  const { profile } = useSession();
  const navLinks = visibleLinks(mainNavLinks, profile?.role);
  // Open on the path where it was opened: navigating anywhere closes it, with no effect.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === pathname;

  // The drawer sits outside <header>: the bar's backdrop-filter would otherwise become the
  // containing block of the drawer's position: fixed.
  return (
    <>
      <header className={styles.bar}>
        <div className={styles.inner}>
          <Logo name={site?.siteName} />
          <nav className={styles.nav} aria-label="Principal">
            {navLinks.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  isActive ? `${styles.link} ${styles.active}` : styles.link
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className={styles.actions}>
            <AccountArea />
          </div>
          <CartLink />
          <button
            type="button"
            className={styles.menuButton}
            aria-label="Abrir menú"
            aria-expanded={drawerOpen}
            aria-controls="mobile-drawer"
            onClick={() => setDrawerOpenAt(pathname)}
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </header>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpenAt(null)} />
    </>
  );
}

/** The cart, with how many prints it holds once the browser has read it (no shift: a badge). */
function CartLink() {
  const count = useCartCount();
  return (
    <Link
      to={paths.cart.build()}
      className={styles.cartLink}
      aria-label={
        count > 0 ? `Carrito: ${count} ${count === 1 ? 'impresión' : 'impresiones'}` : 'Carrito'
      }
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5a1 1 0 1 0 0-.01M17 20.5a1 1 0 1 0 0-.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span className={styles.cartCount} data-testid="cart-count">
          {count}
        </span>
      )}
    </Link>
  );
}

function AccountArea() {
  const { isAuthenticated, profile } = useSession();
  if (!isAuthenticated) {
    return (
      <>
        <Link to={paths.signIn.build()} className={styles.ghostButton}>
          Iniciar Sesión
        </Link>
        <Link to={paths.signUp.build()} className={styles.primaryButton}>
          Unirme
        </Link>
      </>
    );
  }
  return <UserMenu name={profile?.name ?? ''} picture={profile?.profilePicture} />;
}

function UserMenu({ name, picture }: { name: string; picture?: string | null }) {
  const { logout, profile } = useSession();
  const menuLinks = visibleLinks(userMenuLinks, profile?.role);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  useEffect(() => {
    if (!openAt) return;
    const onClick = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpenAt(null);
    };
    document.addEventListener('mousedown', onClick);
    return () => document.removeEventListener('mousedown', onClick);
  }, [openAt]);

  const items = () =>
    Array.from(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  // The menu pattern: arrows (and Home/End) move between items, Esc closes it and gives the
  // focus back to its button; opened with an arrow key, an item takes the focus.
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setOpen(false);
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => {
      const all = items();
      (e.key === 'ArrowUp' ? all[all.length - 1] : all[0])?.focus();
    });
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const target =
      e.key === 'ArrowDown'
        ? all[(index + 1) % all.length]
        : e.key === 'ArrowUp'
          ? all[(index - 1 + all.length) % all.length]
          : e.key === 'Home'
            ? all[0]
            : e.key === 'End'
              ? all[all.length - 1]
              : null;
    if (target) {
      e.preventDefault();
      target.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.userMenu} ref={ref}>
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKey}
      >
        <Avatar name={name} picture={picture} />
        <span>{displayFirstName(name)}</span>
      </button>
      {open && (
        <div className={styles.menu} role="menu" onKeyDown={onMenuKey}>
          {menuLinks.map((link) => (
            <Link key={link.label} to={link.to} role="menuitem" className={styles.menuItem}>
              {link.label}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            className={styles.menuItem}
            onClick={() => void logout()}
          >
            Cerrar Sesión
          </button>
        </div>
      )}
    </div>
  );
}
