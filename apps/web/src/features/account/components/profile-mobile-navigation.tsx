import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Profile } from '@shop/contracts';
import {
  backPath,
  profileSections,
  sectionPath,
  viewTitle,
  type ProfileNavigation,
} from '@/features/account/utils/profile-navigation';
import styles from './account.module.css';
import { ProfileSectionPanel } from './profile-section-panel';

/**
 * Mobile (< 768 px): /profile is a main menu; each entry is the link of a sub-page whose
 * back arrow returns to it (so does the phone's back button).
 */
export function ProfileMobileNavigation({
  navigation,
  profile,
  events,
}: {
  navigation: ProfileNavigation;
  profile: Profile;
  /** 'Mis Eventos'' content, from the route. */
  events?: ReactNode;
}) {
  if (navigation.view === 'main') {
    return (
      <nav aria-label="Secciones de la cuenta">
        <ul className={styles.menu}>
          {profileSections.map((section) => (
            <li key={section.id}>
              <Link to={sectionPath(section.id)} className={styles.menuItem}>
                {section.label}
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <section aria-labelledby="account-subpage-title">
      <div className={styles.subHeader}>
        <Link to={backPath(navigation.view)} className={styles.backButton} aria-label="Volver">
          ←
        </Link>
        <h2 id="account-subpage-title" className={styles.subTitle}>
          {viewTitle(navigation.view)}
        </h2>
      </div>
      <div className={styles.panel}>
        <ProfileSectionPanel navigation={navigation} profile={profile} events={events} />
      </div>
    </section>
  );
}
