import { useState } from 'react';
import { parsePriceToCents, parseTags, photoMessages, type AdminPhoto } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { PriceField } from './price-field';
import { messageFrom } from '@/lib/error-message';
import { useUpdatePhoto } from '@/features/photos-admin/api/update-photo';
import styles from './photos-admin.module.css';

const toPriceText = (price: number | null) => (price === null ? '' : price.toFixed(2));

/** Editing a photo's data in its library card: PUT /photos/{id}, then back to the card. */
export function EditPhotoForm({
  photo,
  onSaved,
  onCancel,
}: {
  photo: AdminPhoto;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const update = useUpdatePhoto();
  const [title, setTitle] = useState(photo.title);
  const [price, setPrice] = useState(toPriceText(photo.price));
  const [priceUnreadable, setPriceUnreadable] = useState(false);
  const [description, setDescription] = useState(photo.description);
  const [tags, setTags] = useState(photo.tags.join(', '));
  const [camera, setCamera] = useState(photo.metadata.camera ?? '');
  const [location, setLocation] = useState(photo.metadata.location ?? '');
  const [shotAt, setShotAt] = useState(photo.metadata.shotAt ?? '');
  const [titleMissing, setTitleMissing] = useState(false);
  const [priceInvalid, setPriceInvalid] = useState(false);

  const submit = () => {
    const cleanTitle = title.trim();
    const cents = priceUnreadable ? undefined : parsePriceToCents(price);
    setTitleMissing(!cleanTitle);
    setPriceInvalid(cents === undefined);
    if (!cleanTitle || cents === undefined) return;
    update.mutate(
      {
        id: photo._id,
        body: {
          title: cleanTitle,
          description: description.trim(),
          price: cents === null ? null : cents / 100,
          tags: parseTags(tags),
          camera: camera.trim(),
          location: location.trim(),
          shotAt,
        },
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <form
      className={`${formStyles.form} ${styles.editForm}`}
      aria-label={`Editar ${photo.title}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label="Título"
        required="aria"
        value={title}
        onChange={(value) => {
          setTitle(value);
          setTitleMissing(false);
        }}
        error={titleMissing ? photoMessages.titleRequired : null}
      />
      <PriceField
        value={price}
        error={priceInvalid ? photoMessages.badPrice : null}
        onChange={(value, unreadable) => {
          setPrice(value);
          setPriceUnreadable(unreadable);
          setPriceInvalid(false);
        }}
      />
      <TextField label="Descripción" multiline value={description} onChange={setDescription} />
      <TextField label="Etiquetas" hint="Separadas por comas" value={tags} onChange={setTags} />
      <TextField label="Cámara" value={camera} onChange={setCamera} />
      <TextField label="Ubicación" value={location} onChange={setLocation} />
      <TextField label="Fecha de captura" type="date" value={shotAt} onChange={setShotAt} />
      {update.isError && (
        <FormMessage kind="error">
          {messageFrom(update.error, 'No se pudo actualizar la fotografía')}
        </FormMessage>
      )}
      <div className={styles.actions}>
        <button type="submit" className={formStyles.button} disabled={update.isPending}>
          Guardar cambios
        </button>
        <button
          type="button"
          className={formStyles.secondaryButton}
          disabled={update.isPending}
          onClick={onCancel}
        >
          Cancelar
        </button>
      </div>
    </form>
  );
}
