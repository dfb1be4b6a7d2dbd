import { useEffect, useRef, useState, type ReactNode } from 'react';
import { photoMessages, photoTurnLabels, type AdminPhoto } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { ImageWorkProgress } from '@/components/image-work-progress';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { formatDate, formatPrice } from '@/lib/format';
import { useDeletePhoto } from '@/features/photos-admin/api/delete-photo';
import { useTurnPhoto } from '@/features/photos-admin/api/turn-photo';
import { useAdminPhotos } from '@/features/photos-admin/api/get-admin-photos';
import {
  useGalleryOrder,
  useSaveGalleryOrder,
  useSetFeatured,
} from '@/features/photos-admin/api/gallery-order';
import { ConfirmDialog } from './confirm-dialog';
import { EditPhotoForm } from './edit-photo-form';
import { TestOrderButton } from './test-order-button';
import styles from './photos-admin.module.css';

/** Draws a photo's thumbnail `sizes` wide (the router passes the shared photo component). */
export type RenderThumbnail = (photo: AdminPhoto, sizes: string) => ReactNode;

/**
 * How wide a card's thumbnail is (photos-admin.module.css): one column under 768 px;
 * from 768 px, cards of at least 18rem fill the row, never wider than 27.5rem.
 */
export const LIBRARY_THUMBNAIL_SIZES = '(min-width: 768px) 27.5rem, calc(100vw - 2.5rem)';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** 'Biblioteca' (docs/rules/admin.md#library): every photo with its data and actions. */
export function PhotoLibrary({
  renderThumbnail,
  onConfigurePrints,
}: {
  renderThumbnail: RenderThumbnail;
  /** 'Configurar impresiones': the page opens the photo's variants (another feature). */
  onConfigurePrints?: (photo: AdminPhoto) => void;
}) {
  const photos = useAdminPhotos();
  const remove = useDeletePhoto();
  const turn = useTurnPhoto();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminPhoto | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const order = useGalleryOrder();
  const saveOrder = useSaveGalleryOrder();
  const setFeatured = useSetFeatured();
  const [dragging, setDragging] = useState<string | null>(null);
  // The card buttons by `${id}:edit` / `${id}:delete`: where the focus goes back to.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (!pendingFocus.current) return;
    buttons.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });
  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  if (photos.isPending) return <Spinner label="Cargando fotos..." />;
  if (photos.isError) {
    return (
      <FormMessage kind="error">{messageFrom(photos.error, photoMessages.loadFailed)}</FormMessage>
    );
  }

  // Gallery order (featured first, then the admin's places); the library's own order until
  // the order has loaded.
  const places = new Map((order.data ?? []).map((o, index) => [o._id, { ...o, index }]));
  const sorted = [...photos.data].sort(
    (a, b) => (places.get(a._id)?.index ?? Infinity) - (places.get(b._id)?.index ?? Infinity),
  );
  const isFeatured = (photo: AdminPhoto) => places.get(photo._id)?.featured ?? false;
  const move = (id: string, to: number) => {
    const ids = sorted.map((p) => p._id).filter((other) => other !== id);
    ids.splice(to, 0, id);
    saveOrder.mutate(ids, {
      onError: (error) =>
        setNotice({ kind: 'error', text: messageFrom(error, 'No se pudo guardar el orden') }),
    });
  };
  /** Whether the photo at `index` can swap with the one at `index + delta` (same group). */
  const canMove = (index: number, delta: number) => {
    const here = sorted[index];
    const there = sorted[index + delta];
    return Boolean(order.data && here && there && isFeatured(here) === isFeatured(there));
  };

  const closeDialog = (focusKey: string) => {
    pendingFocus.current = focusKey;
    setDeleting(null);
  };

  const confirmDelete = (photo: AdminPhoto) => {
    const index = sorted.findIndex((p) => p._id === photo._id);
    const after = sorted[index + 1] ?? sorted[index - 1];
    remove.mutate(photo._id, {
      onSuccess: (result) => {
        if (result?.hidden) {
          // Orders bought prints of it: it stays, marked 'Oculta'; the focus returns to it.
          closeDialog(`${photo._id}:delete`);
          setNotice({ kind: 'success', text: result.message });
          return;
        }
        // The card is gone: the focus goes to the next one (or the previous one).
        if (after) pendingFocus.current = `${after._id}:edit`;
        setDeleting(null);
        if (editingId === photo._id) setEditingId(null);
        setNotice({ kind: 'success', text: photoMessages.deleted });
      },
      onError: (error) => {
        closeDialog(`${photo._id}:delete`);
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
          {sorted.map((photo, index) => (
            <li
              key={photo._id}
              draggable={Boolean(order.data)}
              data-dragging={dragging === photo._id ? 'true' : undefined}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragging(photo._id);
              }}
              onDragEnd={() => setDragging(null)}
              onDragOver={(event) => {
                if (dragging) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging && dragging !== photo._id) move(dragging, index);
                setDragging(null);
              }}
            >
              <article className={styles.card} aria-labelledby={`photo-${photo._id}`}>
                <div className={styles.thumbnail}>
                  {renderThumbnail(photo, LIBRARY_THUMBNAIL_SIZES)}
                  {photo.hidden && <span className={styles.badge}>Oculta</span>}
                  {isFeatured(photo) && (
                    <span className={`${styles.badge} ${styles.featuredBadge}`}>Destacada</span>
                  )}
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
                          ref={buttonRef(`${photo._id}:edit`)}
                          type="button"
                          className={formStyles.secondaryButton}
                          aria-label={`Editar «${photo.title}»`}
                          onClick={() => {
                            setNotice(null);
                            setEditingId(photo._id);
                          }}
                        >
                          Editar
                        </button>
                        <button
                          ref={buttonRef(`${photo._id}:delete`)}
                          type="button"
                          className={styles.dangerButton}
                          aria-label={`Eliminar «${photo.title}»`}
                          onClick={() => {
                            setNotice(null);
                            setDeleting(photo);
                          }}
                        >
                          Eliminar
                        </button>
                      </div>
                      {order.data && (
                        <div className={styles.cardActions}>
                          <label className={styles.featuredToggle}>
                            <input
                              type="checkbox"
                              checked={isFeatured(photo)}
                              disabled={setFeatured.isPending}
                              aria-label={`Destacada: «${photo.title}»`}
                              onChange={(event) =>
                                setFeatured.mutate({
                                  id: photo._id,
                                  featured: event.target.checked,
                                })
                              }
                            />
                            Destacada
                          </label>
                          <button
                            type="button"
                            className={formStyles.secondaryButton}
                            aria-label={`Subir «${photo.title}»`}
                            disabled={saveOrder.isPending || !canMove(index, -1)}
                            onClick={() => move(photo._id, index - 1)}
                          >
                            Subir
                          </button>
                          <button
                            type="button"
                            className={formStyles.secondaryButton}
                            aria-label={`Bajar «${photo.title}»`}
                            disabled={saveOrder.isPending || !canMove(index, 1)}
                            onClick={() => move(photo._id, index + 1)}
                          >
                            Bajar
                          </button>
                        </div>
                      )}
                      <div className={styles.cardActions}>
                        <button
                          type="button"
                          className={formStyles.secondaryButton}
                          aria-label={`Configurar impresiones de «${photo.title}»`}
                          disabled={!onConfigurePrints}
                          onClick={() => onConfigurePrints?.(photo)}
                        >
                          Configurar impresiones
                        </button>
                        <TestOrderButton photo={photo} />
                      </div>
                      <div className={styles.cardActions}>
                        {(['left', 'right'] as const).map((direction) => (
                          <button
                            key={direction}
                            type="button"
                            className={formStyles.secondaryButton}
                            aria-label={`${photoTurnLabels[direction]} «${photo.title}»`}
                            disabled={turn.isPending}
                            onClick={() => {
                              setNotice(null);
                              turn.mutate(
                                { id: photo._id, direction },
                                {
                                  onSuccess: () =>
                                    setNotice({ kind: 'success', text: photoTurnLabels.turned }),
                                  onError: (error) =>
                                    setNotice({
                                      kind: 'error',
                                      text: messageFrom(error, photoTurnLabels.failed),
                                    }),
                                },
                              );
                            }}
                          >
                            <span aria-hidden="true">{direction === 'left' ? '↺' : '↻'}</span>{' '}
                            {photoTurnLabels[direction]}
                          </button>
                        ))}
                      </div>
                      {turn.isPending && turn.variables.id === photo._id && (
                        <ImageWorkProgress work={turn.work} label={`Girando «${photo.title}»`} />
                      )}
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
          onCancel={() => closeDialog(`${deleting._id}:delete`)}
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
