import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { parsePriceToCents, parseTags, photoMessages } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Field, TextField } from '@/components/text-field';
import { PriceField } from './price-field';
import { messageFrom } from '@/lib/error-message';
import { useUploadPhoto } from '@/features/photos-admin/api/upload-photo';
import styles from './photos-admin.module.css';

interface FieldErrors {
  title?: string;
  price?: string;
  image?: string;
}

const emptyFields = {
  title: '',
  price: '',
  description: '',
  tags: '',
  camera: '',
  location: '',
  shotAt: '',
};

/**
 * storefront-admin §2 section 1, 'New image': the photo's data and the image file with a
 * preview; Save uploads it with a progress bar, Clear empties the form (§5 rules, §8 texts).
 */
export function NewImageForm({ labelledBy }: { labelledBy?: string }) {
  const id = useId();
  const upload = useUploadPhoto();
  const [fields, setFields] = useState(emptyFields);
  const [priceUnreadable, setPriceUnreadable] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A new key empties the file input, which cannot be controlled.
  const [fileInputKey, setFileInputKey] = useState(0);
  const previewRef = useRef<string | null>(null);

  /** The preview follows the chosen file; the previous object URL is released. */
  const showPreview = (file: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = file ? URL.createObjectURL(file) : null;
    setPreview(previewRef.current);
  };

  useEffect(() => {
    const urls = previewRef;
    return () => {
      if (urls.current) URL.revokeObjectURL(urls.current);
      urls.current = null;
    };
  }, []);

  const setField = (name: keyof typeof emptyFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const clearFields = () => {
    setFields(emptyFields);
    setPriceUnreadable(false);
    setImage(null);
    showPreview(null);
    setErrors({});
    setFileInputKey((key) => key + 1);
  };

  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Some systems give no type (HEIC, for example): the server decides by the content.
    if (file?.type && !file.type.startsWith('image/')) {
      setImage(null);
      showPreview(null);
      setErrors((current) => ({ ...current, image: photoMessages.notAnImage }));
      setFileInputKey((key) => key + 1);
      return;
    }
    setImage(file);
    showPreview(file);
    setErrors((current) => ({ ...current, image: undefined }));
  };

  const submit = () => {
    const title = fields.title.trim();
    const found: FieldErrors = {
      title: title ? undefined : photoMessages.titleRequired,
      price:
        priceUnreadable || parsePriceToCents(fields.price) === undefined
          ? photoMessages.badPrice
          : undefined,
      image: image ? undefined : photoMessages.imageRequired,
    };
    setErrors(found);
    if (found.title || found.price || found.image || !image) return;
    upload.reset();
    upload.mutate(
      {
        title,
        price: fields.price.trim().replace(',', '.'),
        description: fields.description.trim(),
        tags: parseTags(fields.tags).join(', '),
        camera: fields.camera.trim(),
        location: fields.location.trim(),
        shotAt: fields.shotAt,
        image,
      },
      { onSuccess: clearFields },
    );
  };

  const busy = upload.isPending;
  const progress = upload.progress;

  return (
    <form
      className={`${formStyles.form} ${styles.newImageForm}`}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={styles.formFields}>
        <TextField
          label="Título"
          required="aria"
          value={fields.title}
          onChange={(value) => {
            setField('title')(value);
            setErrors((current) => ({ ...current, title: undefined }));
          }}
          error={errors.title}
        />
        <PriceField
          value={fields.price}
          error={errors.price}
          hint="Precio de referencia. Vacío: «Consultar»."
          onChange={(value, unreadable) => {
            setField('price')(value);
            setPriceUnreadable(unreadable);
            setErrors((current) => ({ ...current, price: undefined }));
          }}
        />
        <TextField
          label="Descripción"
          multiline
          value={fields.description}
          onChange={setField('description')}
        />
        <TextField
          label="Etiquetas"
          hint="Separadas por comas, por ejemplo: paisaje, mar, noche"
          value={fields.tags}
          onChange={setField('tags')}
        />
        <div className={styles.pair}>
          <TextField label="Cámara" value={fields.camera} onChange={setField('camera')} />
          <TextField label="Ubicación" value={fields.location} onChange={setField('location')} />
        </div>
        <TextField
          label="Fecha de captura"
          type="date"
          value={fields.shotAt}
          onChange={setField('shotAt')}
          hint="Si dejas vacíos la cámara o la fecha, se toman de los datos EXIF de la imagen."
        />
      </div>
      <div className={styles.imageColumn}>
        <Field label="Imagen" controlId={`${id}-image`}>
          <input
            key={fileInputKey}
            id={`${id}-image`}
            className={formStyles.input}
            type="file"
            accept="image/*"
            aria-required="true"
            aria-invalid={errors.image ? true : undefined}
            onChange={chooseImage}
          />
          <FormMessage kind="error">{errors.image}</FormMessage>
        </Field>
        <div className={styles.preview}>
          {preview ? (
            <img src={preview} alt="Vista previa de la imagen seleccionada" />
          ) : (
            <p className={styles.previewEmpty}>La vista previa aparecerá aquí.</p>
          )}
        </div>
      </div>
      <div className={styles.formFooter}>
        {progress !== null && !upload.isError && (
          <div className={styles.progress}>
            <progress max={100} value={progress} aria-label="Progreso de la subida" />
            <span className={styles.percent} data-testid="upload-percent">
              {progress} %
            </span>
            {busy && progress === 100 && (
              <span className={styles.processing}>Procesando la imagen...</span>
            )}
          </div>
        )}
        {upload.isSuccess && <FormMessage kind="success">{photoMessages.saved}</FormMessage>}
        {upload.isError && (
          <FormMessage kind="error">
            {messageFrom(upload.error, photoMessages.saveFailed)}
          </FormMessage>
        )}
        <div className={styles.actions}>
          <button type="submit" className={formStyles.button} disabled={busy}>
            Guardar
          </button>
          <button
            type="button"
            className={formStyles.secondaryButton}
            disabled={busy}
            onClick={() => {
              clearFields();
              upload.reset();
            }}
          >
            Limpiar
          </button>
        </div>
      </div>
    </form>
  );
}
