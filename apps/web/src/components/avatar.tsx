import styles from './avatar.module.css';

/** The profile picture, or the first letter of the name. */
export function Avatar({
  name,
  picture,
  size = 'small',
}: {
  name: string;
  picture?: string | null;
  size?: 'small' | 'large';
}) {
  const className = size === 'large' ? `${styles.avatar} ${styles.large}` : styles.avatar;
  if (picture) return <img className={className} src={picture} alt="" />;
  return (
    <span className={className} aria-hidden="true" data-testid="avatar-initial">
      {(name.trim()[0] ?? 'U').toUpperCase()}
    </span>
  );
}
