import { useEffect, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { useSession } from '@/lib/session/session-context';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePageTitle } from '@/lib/use-page-title';
import styles from '@/features/account/components/account.module.css';
import { MyEventsSection } from '@/features/account/components/my-events-section';
import { ProfileHeader } from '@/features/account/components/profile-header';
import { ProfileMobileNavigation } from '@/features/account/components/profile-mobile-navigation';
import { ProfileTabs } from '@/features/account/components/profile-tabs';
import { VerifyEmailNotice } from '@/features/account/components/verify-email-notice';
import { navigationFromUrl } from '@/features/account/utils/profile-navigation';

/** docs/rules/accounts.md#account-area: tabs from 768 px. */
export const ACCOUNT_DESKTOP_QUERY = '(min-width: 768px)';

/**
 * `events`: what 'Mis Eventos' lists (another feature's, given by the route). The orders are
 * in 'Historial de Pagos', each linking to its order page.
 */
export function ProfilePage({ events }: { events?: ReactNode }) {
  usePageTitle('Mi Perfil');
  const { profile, isEmailConfirmed, refreshProfile } = useSession();
  const isDesktop = useMediaQuery(ACCOUNT_DESKTOP_QUERY);
  const { section, paymentId } = useParams();
  const navigation = navigationFromUrl(section, paymentId);
  const showEvents = navigation?.view === 'events' && isDesktop;
  // Desktop has no 'Mis Eventos' tab: /profile/eventos brings the section into view.
  useEffect(() => {
    if (showEvents) document.getElementById('mis-eventos')?.scrollIntoView();
  }, [showEvents]);

  if (!navigation) return <Navigate to={paths.profile.build()} replace />;

  if (!profile) {
    return (
      <section className={styles.page}>
        <FormMessage kind="error">No pudimos cargar tu perfil.</FormMessage>
        <button
          type="button"
          className={formStyles.secondaryButton}
          onClick={() => void refreshProfile()}
        >
          Reintentar
        </button>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <ProfileHeader profile={profile} />
      {!isEmailConfirmed && <VerifyEmailNotice />}
      {isDesktop ? (
        <ProfileTabs navigation={navigation} profile={profile} />
      ) : (
        <ProfileMobileNavigation navigation={navigation} profile={profile} events={events} />
      )}
      {(isDesktop || navigation.view === 'main') && <MyEventsSection events={events} />}
    </section>
  );
}
