import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths, VARIANTS_PHOTO_PARAM, type AdminPhoto } from '@shop/contracts';
import { Spinner } from '@/components/spinner';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePageTitle } from '@/lib/use-page-title';
import { ContentManagementNav } from './content-management-nav';
import { sectionBySlug, sections, type SectionEntry } from './content-management-sections';
import styles from './content-management-page.module.css';

/** docs/rules/admin.md#content-management: the side list from 1024 px. */
export const CONTENT_DESKTOP_QUERY = '(min-width: 1024px)';

const TITLE = 'Gestión de contenido';

/** The variants section opened on a photo. */
const variantsOf = (photoId: string) =>
  `${paths.contentManagementSection.build('variantes')}?${new URLSearchParams({ [VARIANTS_PHOTO_PARAM]: photoId })}`;

/**
 * docs/rules/admin.md#content-management. A page, since it composes the photos-admin and
 * print-catalog features (features never import each other): the library's 'Configurar
 * impresiones' opens the variants section with its photo through the page.
 *
 * Each section has its own address (`/content-management/<slug>`); `/content-management`
 * opens the first. A section once opened stays mounted (hidden) while the admin visits
 * others, so what was typed and not saved is still there on coming back, as when all the
 * sections were one page; leaving content management or reloading drops it, as before.
 */
export function ContentManagementPage() {
  const { section: slug } = useParams();
  const current = slug === undefined ? sections[0] : sectionBySlug(slug);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const desktop = useMediaQuery(CONTENT_DESKTOP_QUERY);
  const [opened, setOpened] = useState<ReadonlySet<SectionEntry>>(
    () => new Set(current ? [current] : []),
  );
  const urlPhotoId = current?.slug === 'variantes' ? searchParams.get(VARIANTS_PHOTO_PARAM) : null;
  const [variantsPhotoId, setVariantsPhotoId] = useState<string | null>(urlPhotoId);
  usePageTitle(current ? `${current.title} · ${TITLE}` : TITLE);

  if (current && !opened.has(current)) setOpened(new Set([...opened, current]));
  // A link to the variants of a photo (?foto=) opens that photo.
  if (urlPhotoId && urlPhotoId !== variantsPhotoId) setVariantsPhotoId(urlPhotoId);

  // Choosing another section moves the focus to its heading (not on the first view).
  const headings = useRef(new Map<SectionEntry, HTMLHeadingElement>());
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (current) headings.current.get(current)?.focus();
  }, [current]);

  const changeVariantsPhoto = useCallback(
    (photoId: string | null) => {
      setVariantsPhotoId(photoId);
      setSearchParams(
        (params) => {
          if (photoId) params.set(VARIANTS_PHOTO_PARAM, photoId);
          else params.delete(VARIANTS_PHOTO_PARAM);
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  const configurePrints = useCallback(
    (photo: AdminPhoto) => void navigate(variantsOf(photo._id)),
    [navigate],
  );

  if (!current) return <Navigate to={paths.contentManagement.build()} replace />;

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{TITLE}</h1>
      <div className={styles.layout}>
        <ContentManagementNav
          sections={sections}
          current={current}
          desktop={desktop}
          // Back to the variants, the photo still open there: its address says so.
          links={variantsPhotoId ? { variantes: variantsOf(variantsPhotoId) } : undefined}
        />
        <div className={styles.content}>
          {sections
            .filter((section) => opened.has(section))
            .map((section) => {
              const headingId = `cm-${section.slug}`;
              return (
                <section
                  key={section.slug}
                  className={styles.section}
                  aria-labelledby={headingId}
                  hidden={section !== current}
                >
                  <h2
                    id={headingId}
                    className={styles.sectionTitle}
                    tabIndex={-1}
                    ref={(el) => {
                      if (el) headings.current.set(section, el);
                      else headings.current.delete(section);
                    }}
                  >
                    {section.title}
                  </h2>
                  <p className={styles.summary}>{section.summary}</p>
                  <Suspense fallback={<Spinner />}>
                    <section.Component
                      headingId={headingId}
                      variantsPhotoId={variantsPhotoId}
                      onVariantsPhotoChange={changeVariantsPhoto}
                      onConfigurePrints={configurePrints}
                    />
                  </Suspense>
                </section>
              );
            })}
        </div>
      </div>
    </div>
  );
}
