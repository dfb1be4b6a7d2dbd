import { useId } from 'react';
import type { AdminPhoto } from '@shop/contracts';
import { FormMessage } from './form-message';
import formStyles from './form.module.css';
import styles from './library-photo-select.module.css';

/**
 * What a pick among the library's photos stands on: the visible photos (the only choices),
 * whether the picked one was hidden or deleted since (known once the library is loaded), and
 * the picked photo itself.
 */
export function libraryChoice(
  photos: readonly AdminPhoto[] | undefined,
  loaded: boolean,
  pickedId: string,
) {
  const visible = (photos ?? []).filter((photo) => !photo.hidden);
  const gone = loaded && pickedId !== '' && !visible.some((p) => p._id === pickedId);
  const picked = pickedId && !gone ? visible.find((p) => p._id === pickedId) : undefined;
  return { visible, gone, picked };
}

/**
 * A photo of the library picked by its title (the home's hero, an event's cover): a select
 * with `emptyLabel` first, its help, its messages, and a preview of `preview`.
 */
export function LibraryPhotoSelect({
  label,
  photos,
  value,
  onChange,
  emptyLabel,
  hint,
  loading = false,
  disabled = false,
  notice,
  error,
  loadError,
  preview,
}: {
  label: string;
  /** The choices: visible photos only. */
  photos: readonly AdminPhoto[];
  /** The picked photo's id; '' for none. */
  value: string;
  onChange: (photoId: string) => void;
  emptyLabel: string;
  hint: string;
  loading?: boolean;
  disabled?: boolean;
  /** A note about the choice (e.g. the picked photo is no longer published). */
  notice?: string | null;
  error?: string | null;
  /** The library could not be read. */
  loadError?: string | null;
  preview?: AdminPhoto;
}) {
  const selectId = useId();
  const hintId = useId();
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className={formStyles.input}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        value={value}
        disabled={loading || disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{emptyLabel}</option>
        {photos.map((photo) => (
          <option key={photo._id} value={photo._id}>
            {photo.title}
          </option>
        ))}
      </select>
      <p id={hintId} className={formStyles.hint}>
        {hint}
      </p>
      <FormMessage kind="info">{notice}</FormMessage>
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="error">{loadError}</FormMessage>
      {preview && (
        <img
          className={styles.preview}
          src={preview.images.jpeg[0]?.url ?? preview.imagePath}
          width={preview.width}
          height={preview.height}
          alt={`Vista previa: ${preview.title}`}
        />
      )}
    </div>
  );
}
