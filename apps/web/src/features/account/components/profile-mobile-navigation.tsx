import type { Dispatch } from 'react';
import type { Profile } from '@shop/contracts';
import {
  profileSections,
  viewTitle,
  type ProfileNavigation,
  type ProfileNavigationAction,
} from '@/features/account/utils/profile-navigation';
import styles from './account.module.css';
import { ProfileSectionPanel } from './profile-section-panel';

/** Mobile (< 768 px): a main menu; each entry opens a sub-page with a back arrow. */
export function ProfileMobileNavigation({
  navigation,
  dispatch,
  profile,
}: {
  navigation: ProfileNavigation;
  dispatch: Dispatch<ProfileNavigationAction>;
  profile: Profile;
}) {
  if (navigation.view === 'main') {
    return (
      <nav aria-label="Secciones de la cuenta">
        <ul className={styles.menu}>
          {profileSections.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                className={styles.menuItem}
                onClick={() => dispatch({ type: 'open', section: section.id })}
              >
                {section.label}
                <span aria-hidden="true">›</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <section aria-labelledby="account-subpage-title">
      <div className={styles.subHeader}>
        <button
          type="button"
          className={styles.backButton}
          aria-label="Volver"
          onClick={() => dispatch({ type: 'back' })}
        >
          ←
        </button>
        <h2 id="account-subpage-title" className={styles.subTitle}>
          {viewTitle(navigation.view)}
        </h2>
      </div>
      <div className={styles.panel}>
        <ProfileSectionPanel navigation={navigation} profile={profile} />
      </div>
    </section>
  );
}
