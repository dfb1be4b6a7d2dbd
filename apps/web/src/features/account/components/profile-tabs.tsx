import { useId, useRef, type Dispatch, type KeyboardEvent } from 'react';
import type { Profile } from '@shop/contracts';
import {
  profileSections,
  tabForView,
  type ProfileNavigation,
  type ProfileNavigationAction,
} from '@/features/account/utils/profile-navigation';
import styles from './account.module.css';
import { ProfileSectionPanel } from './profile-section-panel';

/** Desktop (≥ 768 px): the four sections as tabs, arrow keys moving between them. */
export function ProfileTabs({
  navigation,
  dispatch,
  profile,
}: {
  navigation: ProfileNavigation;
  dispatch: Dispatch<ProfileNavigationAction>;
  profile: Profile;
}) {
  const id = useId();
  const selected = tabForView(navigation.view);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + profileSections.length) % profileSections.length;
    const section = profileSections[next];
    if (!section) return;
    dispatch({ type: 'open', section: section.id });
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Secciones de la cuenta" className={styles.tabs}>
        {profileSections.map((section, index) => (
          <button
            key={section.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${section.id}`}
            aria-selected={section.id === selected}
            aria-controls={`${id}-panel`}
            tabIndex={section.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => dispatch({ type: 'open', section: section.id })}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {section.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected}`}
        className={styles.panel}
      >
        <ProfileSectionPanel navigation={navigation} profile={profile} />
      </div>
    </div>
  );
}
