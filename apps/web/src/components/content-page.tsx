import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './content-page.module.css';

/** A page of reading text (legal pages, coming soon, partners): a title, then the content. */
export function ContentPage({
  title,
  lead,
  children,
}: {
  title: string;
  /** A line under the title (a date, a subtitle). */
  lead?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </article>
  );
}
