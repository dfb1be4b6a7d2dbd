import { LibraryPhotoSelect, libraryChoice } from '@/components/library-photo-select';
import { messageFrom } from '@/lib/error-message';
import { useLibraryPhotos } from '@/features/events-admin/api/get-library-photos';

export const COVER_NONE = 'Sin imagen';
export const COVER_GONE =
  'La foto de portada que elegiste ya no está publicada: elige otra o se guardará sin imagen.';

/** The event's cover: a photo of the library, as the home's hero is picked; or none. */
export function CoverSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (photoId: string) => void;
}) {
  const library = useLibraryPhotos();
  const { visible, gone, picked } = libraryChoice(library.data, library.isSuccess, value);
  return (
    <LibraryPhotoSelect
      label="Foto de portada"
      photos={visible}
      value={gone ? '' : value}
      onChange={onChange}
      emptyLabel={COVER_NONE}
      hint="La foto de la tarjeta y de la página del evento, una de las publicadas en la galería."
      loading={library.isPending}
      notice={gone ? COVER_GONE : null}
      error={error}
      loadError={
        library.isError ? messageFrom(library.error, 'No se pudieron cargar las fotos.') : null
      }
      preview={picked}
    />
  );
}
