import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths, type LegalDocumentName } from '@shop/contracts';
import { Spinner } from '@/components/spinner';
import { BuyPrint } from '@/features/checkout/components/buy-print';
import { RouteErrorPage } from '@/features/errors/pages/route-error-page';
import type { RenderEventImage } from '@/features/events/components/event-slots';
import {
  HomePage,
  type RenderHeroImage,
  type RenderSiteImage,
} from '@/features/home/pages/home-page';
import { PhotoGallery } from '@/features/photos/components/photo-gallery';
import { ResponsivePhoto } from '@/features/photos/components/responsive-photo';
import { PhotoPage } from '@/features/photos/pages/photo-page';
import { AuthLayout } from './layout/auth-layout';
import { HeaderLayout } from './layout/header-layout';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './root-layout';

const grid: RouteHandle = { gridBackground: true };
const clientOnly: RouteHandle = { clientOnly: true };

/** Images of the site's content, drawn as the photos' responsive pictures. */
const siteImage: RenderSiteImage = (image, sizes) => (
  <ResponsivePhoto photo={image} sizes={sizes} aspectRatio="3 / 2" />
);
const heroImage: RenderHeroImage = (image, sizes) => (
  <ResponsivePhoto photo={image} sizes={sizes} priority="high" />
);

/**
 * Public pages that are not the first view of most visitors load their code on demand: the
 * server renders them whole, and the browser loads the chunk before it hydrates (main.tsx),
 * so the home page and the photo pages carry none of it.
 */
const eventImage: RenderEventImage = (image, sizes, main = false) => (
  <ResponsivePhoto
    photo={image}
    sizes={sizes}
    aspectRatio="3 / 2"
    priority={main ? 'high' : 'lazy'}
    blur={!main}
  />
);
// What an event page shows once the visitor buys: each a chunk of its own, loaded then.
const ticketPayment = lazy(() => import('@/features/checkout/payment/opened-payment-step'));
const signInForm = lazy(async () => ({
  default: (await import('@/features/auth/components/sign-in-form')).SignInForm,
}));
const eventsPage = async () => {
  const { EventsPage } = await import('@/features/events/pages/events-page');
  return { element: <EventsPage renderImage={eventImage} /> };
};
const eventPage = async () => {
  const { EventPage } = await import('@/features/events/pages/event-page');
  return {
    element: <EventPage renderImage={eventImage} payment={ticketPayment} signIn={signInForm} />,
  };
};
const notFoundPage = async () => ({
  Component: (await import('@/features/errors/pages/not-found-page')).NotFoundPage,
});
const galleryPage = async () => ({
  Component: (await import('@/features/photos/pages/gallery-page')).GalleryPage,
});
const partnerPage = async () => ({
  Component: (await import('@/features/partner/pages/partner-page')).PartnerPage,
});
const contactPage = async () => ({
  Component: (await import('@/features/contact/pages/contact-page')).ContactPage,
});
const withdrawalPage = async () => ({
  Component: (await import('@/features/contact/pages/withdrawal-page')).WithdrawalPage,
});
const comingSoonPage = async () => {
  const [{ ComingSoonPage }, { LaunchListForm }] = await Promise.all([
    import('@/features/content/pages/coming-soon-page'),
    import('@/features/launch-list/components/launch-list-form'),
  ]);
  return { element: <ComingSoonPage signup={<LaunchListForm />} /> };
};
const legalPage = (document: LegalDocumentName) => async () => {
  const { LegalPage } = await import('@/features/content/pages/legal-page');
  return { element: <LegalPage document={document} /> };
};
const profilePage = async () => {
  const [{ ProfilePage }, { MyEventsList }] = await Promise.all([
    import('@/features/account/pages/profile-page'),
    import('@/features/events/components/my-events-list'),
  ]);
  return { element: <ProfilePage events={<MyEventsList renderImage={eventImage} />} /> };
};
const buyerOrderPage = async () => ({
  Component: (await import('@/features/buyer-orders/pages/buyer-order-page')).BuyerOrderPage,
});
const cartPage = async () => ({
  Component: (await import('@/features/checkout/pages/cart-page')).CartPage,
});
const launchListConfirmPage = async () => {
  const { LaunchListLinkPage } = await import('@/features/launch-list/pages/launch-list-link-page');
  return { element: <LaunchListLinkPage kind="confirm" /> };
};
const launchListUnsubscribePage = async () => {
  const { LaunchListLinkPage } = await import('@/features/launch-list/pages/launch-list-link-page');
  return { element: <LaunchListLinkPage kind="unsubscribe" /> };
};
const contentPage = async () => ({
  Component: (await import('@/pages/content-management-page')).ContentManagementPage,
});
/** The door of an event, for the phone at the entrance: the whole screen, no top bar. */
const checkInPage = async () => ({
  Component: (await import('@/features/events-admin/pages/check-in-page')).CheckInPage,
});
const confirmEmailPage = async () => ({
  Component: (await import('@/features/auth/pages/confirm-email-page')).ConfirmEmailPage,
});

/**
 * Every route (docs/rules/ui-and-copy.md#routes). Pages rendered only in the browser (sign-in
 * and its family, the account, the admin areas) load their code when opened, so a visitor of
 * the public pages never downloads it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Opening a lazy (admin) page directly: the router first loads its code, meanwhile this.
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        element: <AuthLayout />,
        handle: clientOnly,
        children: [
          {
            path: paths.signIn.pattern,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/sign-in-page')).SignInPage,
            }),
          },
          {
            path: paths.signUp.pattern,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/sign-up-page')).SignUpPage,
            }),
          },
          {
            path: paths.resetPasswordRequest.pattern,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/reset-password-request-page'))
                .ResetPasswordRequestPage,
            }),
          },
          {
            path: paths.resetPassword.pattern,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/reset-password-page'))
                .ResetPasswordPage,
            }),
          },
          { path: paths.confirmEmail.pattern, lazy: confirmEmailPage },
          { path: paths.confirmEmailTyped.pattern, lazy: confirmEmailPage },
        ],
      },
      {
        // The admin's door (docs/rules/events.md#the-door): a page of its own for a phone,
        // without the shop's top bar and footer.
        element: <RequireAuth />,
        handle: clientOnly,
        children: [
          {
            element: <RequireAdmin />,
            children: [{ path: paths.eventCheckIn.pattern, lazy: checkInPage }],
          },
        ],
      },
      {
        element: <HeaderLayout />,
        children: [
          {
            path: paths.home.pattern,
            element: (
              <HomePage gallery={<PhotoGallery />} renderImage={siteImage} renderHero={heroImage} />
            ),
            handle: grid,
          },
          {
            path: paths.photo.pattern,
            element: <PhotoPage buySection={BuyPrint} />,
            handle: grid,
          },
          {
            path: paths.gallery.pattern,
            lazy: galleryPage,
            handle: grid,
          },
          {
            path: paths.partner.pattern,
            lazy: partnerPage,
            handle: grid,
          },
          {
            path: paths.contact.pattern,
            lazy: contactPage,
          },
          {
            path: paths.withdrawal.pattern,
            lazy: withdrawalPage,
          },
          {
            path: paths.comingSoon.pattern,
            lazy: comingSoonPage,
          },
          {
            // The launch list emails' links: a one-time token, so never rendered on the server
            // (and disallowed in robots.txt).
            path: paths.comingSoonConfirm.pattern,
            handle: clientOnly,
            lazy: launchListConfirmPage,
          },
          {
            path: paths.comingSoonUnsubscribe.pattern,
            handle: clientOnly,
            lazy: launchListUnsubscribePage,
          },
          {
            // A buyer's order, by the email's signed link or the owner's session: one person's
            // data, so never rendered on the server (and disallowed in robots.txt).
            path: paths.buyerOrder.pattern,
            handle: clientOnly,
            lazy: buyerOrderPage,
          },
          {
            // One ticket by its holder's signed link (`?token=`): one person's ticket and code,
            // so never rendered on the server (and disallowed in robots.txt).
            path: paths.holderTicket.pattern,
            handle: clientOnly,
            lazy: async () => ({
              Component: (await import('@/features/events/pages/holder-ticket-page'))
                .HolderTicketPage,
            }),
          },
          {
            // The cart lives in this browser's storage: the server renders the page's shell
            // only (and robots.txt keeps it out of search engines).
            path: paths.cart.pattern,
            handle: clientOnly,
            lazy: cartPage,
          },
          {
            path: paths.events.pattern,
            lazy: eventsPage,
            handle: { lockScrollOnMobile: true } satisfies RouteHandle,
          },
          {
            path: paths.event.pattern,
            lazy: eventPage,
          },
          {
            path: paths.legalPrivacy.pattern,
            lazy: legalPage('privacy'),
          },
          {
            path: paths.legalTerms.pattern,
            lazy: legalPage('terms'),
          },
          {
            path: paths.legalCookie.pattern,
            lazy: legalPage('cookie'),
          },
          {
            path: paths.legalNotice.pattern,
            lazy: legalPage('notice'),
          },
          {
            element: <RequireAuth />,
            handle: clientOnly,
            children: [
              { path: paths.profile.pattern, lazy: profilePage },
              { path: paths.profileSection.pattern, lazy: profilePage },
              { path: paths.profilePayment.pattern, lazy: profilePage },
              {
                path: paths.myTickets.pattern,
                lazy: async () => ({
                  Component: (await import('@/features/events/pages/my-tickets-page'))
                    .MyTicketsPage,
                }),
              },
              {
                element: <RequireAdmin />,
                children: [
                  { path: paths.contentManagement.pattern, handle: grid, lazy: contentPage },
                  {
                    path: paths.contentManagementSection.pattern,
                    handle: grid,
                    lazy: contentPage,
                  },
                  {
                    path: paths.ordersManagement.pattern,
                    lazy: async () => ({
                      Component: (
                        await import('@/features/orders-management/pages/orders-management-page')
                      ).OrdersManagementPage,
                    }),
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];
