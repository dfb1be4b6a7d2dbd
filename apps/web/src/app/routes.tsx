import type { RouteObject } from 'react-router';
import { paths } from '@shop/contracts';
import { Spinner } from '@/components/spinner';
import { ProfilePage } from '@/features/account/pages/profile-page';
import { ConfirmEmailPage } from '@/features/auth/pages/confirm-email-page';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { ResetPasswordRequestPage } from '@/features/auth/pages/reset-password-request-page';
import { SignInPage } from '@/features/auth/pages/sign-in-page';
import { SignUpPage } from '@/features/auth/pages/sign-up-page';
import { ContactPage } from '@/features/contact/pages/contact-page';
import { ComingSoonPage } from '@/features/content/pages/coming-soon-page';
import { LegalPage } from '@/features/content/pages/legal-page';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';
import { RouteErrorPage } from '@/features/errors/pages/route-error-page';
import { EventPage } from '@/features/events/pages/event-page';
import { EventsPage } from '@/features/events/pages/events-page';
import { MyTicketsPage } from '@/features/events/pages/my-tickets-page';
import { HomePage } from '@/features/home/pages/home-page';
import { PartnerPage } from '@/features/partner/pages/partner-page';
import { PhotoGallery } from '@/features/photos/components/photo-gallery';
import { PhotoPage } from '@/features/photos/pages/photo-page';
import { publicPhotoQueryOptions } from '@/features/photos/api/get-public-photo';
import { publicPhotosQueryOptions } from '@/features/photos/api/get-public-photos';
import { AuthLayout } from './layout/auth-layout';
import { HeaderLayout } from './layout/header-layout';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './root-layout';

const grid: RouteHandle = { gridBackground: true };

/**
 * Every route of storefront-customer §2 and storefront-admin §2. The admin areas load
 * their code only when opened, so visitors never download it.
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
        children: [
          { path: paths.signIn.pattern, element: <SignInPage /> },
          { path: paths.signUp.pattern, element: <SignUpPage /> },
          { path: paths.resetPasswordRequest.pattern, element: <ResetPasswordRequestPage /> },
          { path: paths.resetPassword.pattern, element: <ResetPasswordPage /> },
          { path: paths.confirmEmail.pattern, element: <ConfirmEmailPage /> },
          { path: paths.confirmEmailTyped.pattern, element: <ConfirmEmailPage /> },
        ],
      },
      {
        element: <HeaderLayout />,
        children: [
          {
            path: paths.home.pattern,
            element: <HomePage gallery={<PhotoGallery />} />,
            handle: { ...grid, prefetch: () => [publicPhotosQueryOptions()] } satisfies RouteHandle,
          },
          {
            path: paths.photo.pattern,
            element: <PhotoPage />,
            handle: {
              ...grid,
              prefetch: ({ params }) => [publicPhotoQueryOptions(params.photoId ?? '')],
            } satisfies RouteHandle,
          },
          { path: paths.partner.pattern, element: <PartnerPage />, handle: grid },
          { path: paths.contact.pattern, element: <ContactPage /> },
          { path: paths.comingSoon.pattern, element: <ComingSoonPage /> },
          {
            path: paths.events.pattern,
            element: <EventsPage />,
            handle: { lockScrollOnMobile: true } satisfies RouteHandle,
          },
          { path: paths.event.pattern, element: <EventPage /> },
          { path: paths.legalPrivacy.pattern, element: <LegalPage document="privacy" /> },
          { path: paths.legalTerms.pattern, element: <LegalPage document="terms" /> },
          { path: paths.legalCookie.pattern, element: <LegalPage document="cookie" /> },
          { path: paths.legalNotice.pattern, element: <LegalPage document="notice" /> },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.profile.pattern, element: <ProfilePage /> },
              { path: paths.profileSection.pattern, element: <ProfilePage /> },
              { path: paths.profilePayment.pattern, element: <ProfilePage /> },
              { path: paths.myTickets.pattern, element: <MyTicketsPage /> },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: paths.contentManagement.pattern,
                    handle: grid,
                    lazy: async () => ({
                      Component: (await import('@/pages/content-management-page'))
                        .ContentManagementPage,
                    }),
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
