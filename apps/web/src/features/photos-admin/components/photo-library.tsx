import { useState, type ReactNode } from 'react';
import { photoMessages, type AdminPhoto } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { formatDate, formatPrice } from '@/lib/format';
import { useDeletePhoto } from '@/features/photos-admin/api/delete-photo';
import { useAdminPhotos } from '@/features/photos-admin/api/get-admin-photos';
import { ConfirmDialog } from './confirm-dialog';
import { EditPhotoForm } from './edit-photo-form';
import styles from './photos-admin.module.css';

/** Draws a photo's thumbnail `sizes` wide (the router passes the shared photo component). */
export type RenderThumbnail = (photo: AdminPhoto, sizes: string) => ReactNode;

/**
 * How wide a card's thumbnail is (photos-admin.module.css): one column under 768 px;
 * from 768 px, cards of at least 18rem fill the row, never wider than 27.5rem.
 */
export const LIBRARY_THUMBNAIL_SIZES = '(min-width: 768px) 27.5rem, calc(100vw - 2.5rem)';

/** The features that come with later issues (Prodigi variants, test orders). */
const COMING_SOON = 'Disponible próximamente';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** storefront-admin §2 section 4, 'Library': every photo with its data and actions. */
export function PhotoLibrary({ renderThumbnail }: { renderThumbnail: RenderThumbnail }) {
  const photos = useAdminPhotos();
  const remove = useDeletePhoto();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminPhoto | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  if (photos.isPending) return <Spinner label="Cargando fotos..." />;
  if (photos.isError) {
    return (
      <FormMessage kind="error">{messageFrom(photos.error, photoMessages.loadFailed)}</FormMessage>
    );
  }

  const confirmDelete = (photo: AdminPhoto) => {
    remove.mutate(photo._id, {
      onSuccess: () => {
        setDeleting(null);
        if (editingId === photo._id) setEditingId(null);
        setNotice({ kind: 'success', text: photoMessages.deleted });
      },
      onError: (error) => {
        setDeleting(null);
        setNotice({ kind: 'error', text: messageFrom(error, 'No se pudo eliminar la fotografía') });
      },
    });
  };

  return (
    <div className={styles.library}>
      {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
      {photos.data.length === 0 ? (
        <p className={styles.muted}>Aún no hay fotografías en la biblioteca.</p>
      ) : (
        <ul className={styles.libraryGrid}>
          {photos.data.map((photo) => (
            <li key={photo._id}>
              <article className={styles.card} aria-labelledby={`photo-${photo._id}`}>
                <div className={styles.thumbnail}>
                  {renderThumbnail(photo, LIBRARY_THUMBNAIL_SIZES)}
                  {photo.hidden && <span className={styles.badge}>Oculta</span>}
                </div>
                <div className={styles.cardBody}>
                  <h3 id={`photo-${photo._id}`} className={styles.cardTitle}>
                    {photo.title}
                  </h3>
                  {editingId === photo._id ? (
                    <EditPhotoForm
                      photo={photo}
                      onCancel={() => setEditingId(null)}
                      onSaved={() => {
                        setEditingId(null);
                        setNotice({ kind: 'success', text: photoMessages.updated });
                      }}
                    />
                  ) : (
                    <>
                      <PhotoFacts photo={photo} />
                      <div className={styles.cardActions}>
                        <button
                          type="button"
                          className={formStyles.secondaryButton}
                          onClick={() => {
                            setNotice(null);
                            setEditingId(photo._id);
                          }}
                        >
                          Editar
                        </button>
                        <button
                          type="button"
                          className={styles.dangerButton}
                          onClick={() => {
                            setNotice(null);
                            setDeleting(photo);
                          }}
                        >
                          Eliminar
                        </button>
                      </div>
                      <div className={styles.cardActions}>
                        <button
                          type="button"
                          className={formStyles.secondaryButton}
                          disabled
                          title={COMING_SOON}
                        >
                          Configurar impresiones
                        </button>
                        <button
                          type="button"
                          className={formStyles.secondaryButton}
                          disabled
                          title={COMING_SOON}
                        >
                          Pedido de prueba
                        </button>
                      </div>
                    </>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title="Eliminar fotografía"
          message={`¿Seguro que quieres eliminar «${deleting.title}»? Si ya tiene pedidos, se ocultará en lugar de borrarse.`}
          confirmLabel="Eliminar"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

function PhotoFacts({ photo }: { photo: AdminPhoto }) {
  const { camera, location, shotAt } = photo.metadata;
  const none = '—';
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Precio</dt>
        <dd>{photo.price === null ? photoMessages.noPrice : formatPrice(photo.price)}</dd>
      </div>
      <div>
        <dt>Fecha</dt>
        <dd>{formatDate(photo.createdAt)}</dd>
      </div>
      <div>
        <dt>Cámara</dt>
        <dd>{camera ?? none}</dd>
      </div>
      <div>
        <dt>Ubicación</dt>
        <dd>{location ?? none}</dd>
      </div>
      <div>
        <dt>Fecha de captura</dt>
        <dd>{shotAt ? formatDate(shotAt) : none}</dd>
      </div>
      <div className={styles.wide}>
        <dt>Etiquetas</dt>
        <dd>{photo.tags.length > 0 ? photo.tags.join(', ') : none}</dd>
      </div>
    </dl>
  );
}
