import {
  fieldLimits,
  parsePriceToCents,
  parseTags,
  photoMessages,
  type AdminPhoto,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { useUpdatePhoto } from '@/features/photos-admin/api/update-photo';
import { PriceField } from './price-field';
import styles from './photos-admin.module.css';

const { title, description, camera, location } = fieldLimits.photo;
const limits = { title, description, camera, location };

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
  const form = useForm({
    initial: () => ({
      title: photo.title,
      price: toPriceText(photo.price),
      // The browser holds text it cannot read as a number (the value is then '').
      priceUnreadable: false,
      description: photo.description,
      tags: photo.tags.join(', '),
      camera: photo.metadata.camera ?? '',
      location: photo.metadata.location ?? '',
      shotAt: photo.metadata.shotAt ?? '',
    }),
    limits,
    validate: ({ title, price, priceUnreadable }) => ({
      title: title.trim() ? null : photoMessages.titleRequired,
      price:
        priceUnreadable || parsePriceToCents(price) === undefined ? photoMessages.badPrice : null,
    }),
    onSubmit: (values) => {
      const cents = parsePriceToCents(values.price);
      update.mutate(
        {
          id: photo._id,
          body: {
            title: values.title.trim(),
            description: values.description.trim(),
            price: cents === null || cents === undefined ? null : cents / 100,
            tags: parseTags(values.tags),
            camera: values.camera.trim(),
            location: values.location.trim(),
            shotAt: values.shotAt,
          },
        },
        { onSuccess: onSaved },
      );
    },
  });

  return (
    <Form form={form} className={styles.editForm} aria-label={`Editar ${photo.title}`} noValidate>
      <TextField label="Título" required="aria" {...form.field('title')} />
      <PriceField
        value={form.values.price}
        error={form.errors.price}
        onChange={(value, unreadable) => {
          form.set('price', value);
          form.set('priceUnreadable', unreadable);
        }}
      />
      <TextField label="Descripción" multiline {...form.field('description')} />
      <TextField label="Etiquetas" hint="Separadas por comas" {...form.field('tags')} />
      <TextField label="Cámara" {...form.field('camera')} />
      <TextField label="Ubicación" {...form.field('location')} />
      <TextField label="Fecha de captura" type="date" {...form.field('shotAt')} />
      <FormResult
        error={update.isError && messageFrom(update.error, 'No se pudo actualizar la fotografía')}
      />
      <div className={styles.actions}>
        <SubmitButton pending={update.isPending}>Guardar cambios</SubmitButton>
        <button
          type="button"
          className={formStyles.secondaryButton}
          disabled={update.isPending}
          onClick={onCancel}
        >
          Cancelar
        </button>
      </div>
    </Form>
  );
}
