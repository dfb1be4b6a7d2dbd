import styles from './avatar.module.css';

/** The profile picture, or the first letter of the name. */
export function Avatar({ name, picture }: { name: string; picture?: string | null }) {
  if (picture) return <img className={styles.avatar} src={picture} alt="" />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {(name.trim()[0] ?? 'U').toUpperCase()}
    </span>
  );
}
