import type { Profile } from '@shop/contracts';
import { Avatar } from '@/components/avatar';
import styles from './account.module.css';

/** Avatar (the picture, or the name's first letter), name and email. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  return (
    <header className={styles.header}>
      <Avatar name={profile.name} picture={profile.profilePicture} size="large" />
      <div>
        <h1 className={styles.name}>{profile.name}</h1>
        <p className={styles.email}>{profile.email}</p>
      </div>
    </header>
  );
}
