import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import styles from './logo.module.css';

export function Logo({ name = 'Estudio de Fotografía' }: { name?: string }) {
  return (
    <Link to={paths.home.build()} className={styles.logo} aria-label={`${name}: inicio`}>
      <svg viewBox="0 0 32 32" className={styles.mark} aria-hidden="true">
        <circle cx="16" cy="16" r="12" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <circle cx="16" cy="16" r="4.5" fill="currentColor" />
      </svg>
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
