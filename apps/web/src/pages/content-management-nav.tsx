import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths, type ContentSection } from '@shop/contracts';
import type { SectionEntry } from './content-management-sections';
import styles from './content-management-page.module.css';

/** A section's link: its address, unless `links` gives another (e.g. with a query). */
type Links = Partial<Record<ContentSection, string>>;

function SectionLinks(props: {
  sections: readonly SectionEntry[];
  current: SectionEntry;
  links?: Links;
}) {
  return (
    <ul className={styles.navList}>
      {props.sections.map((section) => (
        <li key={section.slug}>
          <Link
            to={props.links?.[section.slug] ?? paths.contentManagementSection.build(section.slug)}
            className={styles.navLink}
            aria-current={section === props.current ? 'page' : undefined}
          >
            {section.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The sections' navigation: a side list on desktop; below 1024 px a disclosure naming the
 * open section, which closes once another is chosen.
 */
export function ContentManagementNav(props: {
  sections: readonly SectionEntry[];
  current: SectionEntry;
  desktop: boolean;
  links?: Links;
}) {
  const { sections, current, desktop, links } = props;
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  const label = 'Secciones de gestión de contenido';
  if (desktop) {
    return (
      <nav className={styles.sideNav} aria-label={label}>
        <SectionLinks sections={sections} current={current} links={links} />
      </nav>
    );
  }
  return (
    <nav className={styles.menuNav} aria-label={label}>
      <details ref={menu} className={styles.menu}>
        <summary className={styles.menuSummary}>
          <span className={styles.menuLabel}>Sección</span>
          <span className={styles.menuCurrent}>{current.title}</span>
        </summary>
        <SectionLinks sections={sections} current={current} links={links} />
      </details>
    </nav>
  );
}
