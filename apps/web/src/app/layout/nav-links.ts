import { paths, type UserRole } from '@shop/contracts';

export interface NavLinkItem {
  to: string;
  label: string;
  /** Shown only to admins: the admin areas are refused to everyone else. */
  adminOnly?: boolean;
  /** Shown only to partners (the role the admin grants by approving an application). */
  partnerOnly?: boolean;
}

/** The top bar's links, shared by the bar and the drawer (docs/rules/ui-and-copy.md#top-bar). */
export const mainNavLinks: readonly NavLinkItem[] = [
  { to: paths.contentManagement.build(), label: 'Gestión de contenido', adminOnly: true },
  { to: paths.gallery.build(), label: 'Galería' },
  { to: paths.events.build(), label: 'Eventos' },
  { to: paths.partner.build(), label: 'Hazte Partner' },
  { to: paths.contact.build(), label: 'Contacto' },
];

/** The signed-in menu, before 'Cerrar Sesión'. */
export const userMenuLinks: readonly NavLinkItem[] = [
  { to: paths.profile.build(), label: 'Mi Perfil' },
  { to: paths.profileSection.build('eventos'), label: 'Mis Eventos' },
  { to: paths.partner.build(), label: 'Área de partner', partnerOnly: true },
  { to: paths.contentManagement.build(), label: 'Gestión de contenido', adminOnly: true },
  { to: paths.ordersManagement.build(), label: 'Gestión de pedidos', adminOnly: true },
];

/** The links a visitor may see: admin links only for admins, partner links only for partners. */
export function visibleLinks(
  links: readonly NavLinkItem[],
  role: UserRole | null | undefined,
): NavLinkItem[] {
  return links.filter(
    (link) => (!link.adminOnly || role === 'admin') && (!link.partnerOnly || role === 'partner'),
  );
}
