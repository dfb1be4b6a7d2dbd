import type { ReactNode } from 'react';
import type { Profile } from '@shop/contracts';
import type { ProfileNavigation } from '@/features/account/utils/profile-navigation';
import { BillingForm } from './billing-form';
import { ChangePasswordForm } from './change-password-form';
import { MyEventsSection } from './my-events-section';
import { PaymentDetail, PaymentHistory } from './payment-history';
import { PersonalInfoForm } from './personal-info-form';

/** The content of one account section (a desktop tab or a mobile sub-page). */
export function ProfileSectionPanel({
  navigation,
  profile,
  events,
}: {
  navigation: ProfileNavigation;
  profile: Profile;
  /** 'Mis Eventos'' content, from the route. */
  events?: ReactNode;
}) {
  switch (navigation.view) {
    case 'main':
    case 'personal':
      return <PersonalInfoForm profile={profile} />;
    case 'billing':
      return <BillingForm profile={profile} />;
    case 'settings':
      return <ChangePasswordForm />;
    case 'payments':
      return <PaymentHistory />;
    case 'payment-detail':
      return <PaymentDetail paymentId={navigation.paymentId} />;
    case 'events':
      // The sub-page's heading already reads 'Mis Eventos'.
      return <MyEventsSection titled={false} events={events} />;
  }
}
