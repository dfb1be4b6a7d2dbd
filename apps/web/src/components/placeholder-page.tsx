import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './placeholder-page.module.css';

/** A page whose content arrives with a later issue: its title and a short note. */
export function PlaceholderPage({
  title,
  description = 'Estamos preparando esta sección. Vuelve pronto.',
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      {children}
    </section>
  );
}
