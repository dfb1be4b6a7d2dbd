import { paths } from '@shop/contracts';

/** The top bar's links (storefront-customer §2 Top bar), shared by the bar and the drawer. */
export const mainNavLinks = [
  { to: paths.contentManagement.build(), label: 'Content Management' },
  { to: paths.partner.build(), label: 'Hazte Partner' },
  { to: paths.contact.build(), label: 'Contacto' },
] as const;

/** The signed-in menu, before 'Cerrar Sesión'. */
export const userMenuLinks = [
  { to: paths.profile.build(), label: 'Mi Perfil' },
  { to: paths.profile.build(), label: 'Mis Eventos' },
  { to: paths.contentManagement.build(), label: 'Content Management' },
  { to: paths.ordersManagement.build(), label: 'Orders Management' },
] as const;
