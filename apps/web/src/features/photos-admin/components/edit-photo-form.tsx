import {
  fieldLimits,
  formatMoneyInput,
  looksLikeCoordinates,
  parsePriceToCents,
  parseTags,
  photoMessages,
  type AdminPhoto,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { MoneyField, moneyError } from '@/components/money-field';
import { FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { useUpdatePhoto } from '@/features/photos-admin/api/update-photo';
import styles from './photos-admin.module.css';
import { ReplaceImageField } from './replace-image-field';

const { title, description, camera, lens, location } = fieldLimits.photo;
const limits = { title, description, camera, lens, location };

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
      price: formatMoneyInput(photo.price === null ? null : Math.round(photo.price * 100)),
      description: photo.description,
      tags: photo.tags.join(', '),
      camera: photo.metadata.camera ?? '',
      lens: photo.lens ?? '',
      location: photo.metadata.location ?? '',
      shotAt: photo.metadata.shotAt ?? '',
    }),
    limits,
    validate: ({ title, price, location }) => ({
      title: title.trim() ? null : photoMessages.titleRequired,
      price: moneyError(price),
      location: looksLikeCoordinates(location) ? photoMessages.locationIsCoordinates : null,
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
            lens: values.lens.trim(),
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
      <MoneyField
        label="Precio (€)"
        value={form.values.price}
        error={form.errors.price}
        hint="Licencia de uso, IVA incluido, por ejemplo 39,90. Vacío: «Consultar»."
        onChange={(value) => form.set('price', value)}
      />
      <TextField label="Descripción" multiline {...form.field('description')} />
      <TextField label="Etiquetas" hint="Separadas por comas" {...form.field('tags')} />
      <TextField label="Cámara" {...form.field('camera')} />
      <TextField label="Objetivo" {...form.field('lens')} />
      <TextField label="Ubicación" {...form.field('location')} />
      <TextField label="Fecha de captura" type="date" {...form.field('shotAt')} />
      <ReplaceImageField photoId={photo._id} />
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
