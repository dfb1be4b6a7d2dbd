import { useId, useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Profile } from '@shop/contracts';
import {
  initialProfileNavigation,
  profileSections,
  sectionPath,
  tabForView,
  type ProfileNavigation,
} from '@/features/account/utils/profile-navigation';
import styles from './account.module.css';
import { ProfileSectionPanel } from './profile-section-panel';

/** Desktop (≥ 768 px): the four sections as tabs that are links, arrow keys moving between them. */
export function ProfileTabs({
  navigation,
  profile,
}: {
  navigation: ProfileNavigation;
  profile: Profile;
}) {
  const id = useId();
  const navigate = useNavigate();
  const selected = tabForView(navigation.view);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + profileSections.length) % profileSections.length;
    const section = profileSections[next];
    if (!section) return;
    void navigate(sectionPath(section.id));
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Secciones de la cuenta" className={styles.tabs}>
        {profileSections.map((section, index) => (
          <Link
            key={section.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            to={sectionPath(section.id)}
            role="tab"
            id={`${id}-tab-${section.id}`}
            aria-selected={section.id === selected}
            aria-controls={`${id}-panel`}
            tabIndex={section.id === selected ? 0 : -1}
            className={styles.tab}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {section.label}
          </Link>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected}`}
        className={styles.panel}
      >
        {/* /profile/eventos: 'Mis Eventos' is below the tabs, the first tab shows. */}
        <ProfileSectionPanel
          navigation={navigation.view === 'events' ? initialProfileNavigation : navigation}
          profile={profile}
        />
      </div>
    </div>
  );
}
