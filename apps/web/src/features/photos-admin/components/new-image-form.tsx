import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { fieldLimits, looksLikeCoordinates, parseTags, photoMessages } from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { MoneyField, moneyError } from '@/components/money-field';
import { FormMessage, FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { ImageWorkProgress } from '@/components/image-work-progress';
import { ProgressBar } from '@/components/progress-bar';
import { Field, TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { browserCanShow, previewOf } from '@/features/photos-admin/api/preview-photo';
import { readPhotoExif, type PhotoExif } from '@/features/photos-admin/api/read-photo-exif';
import { useUploadPhoto } from '@/features/photos-admin/api/upload-photo';
import styles from './photos-admin.module.css';
import { UploadBatch, type SharedFields } from './upload-batch';
import { chosenFiles, FileInput } from '@/components/file-input';

const emptyFields = {
  title: '',
  price: '',
  description: '',
  tags: '',
  camera: '',
  lens: '',
  location: '',
  shotAt: '',
  image: null as File | null,
};

const { title, description, camera, lens, location } = fieldLimits.photo;
const limits = { title, description, camera, lens, location };

/** 'Nueva imagen' (docs/rules/admin.md#new-image). */
export function NewImageForm({ labelledBy }: { labelledBy?: string }) {
  const id = useId();
  const upload = useUploadPhoto();
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  // A new key empties the file input, which cannot be controlled.
  const [fileInputKey, setFileInputKey] = useState(0);
  const previewRef = useRef<string | null>(null);
  // The file whose preview and EXIF are awaited: a later choice makes earlier answers stale.
  const chosenRef = useRef<File | null>(null);
  const [exif, setExif] = useState<PhotoExif | null>(null);
  const [useGps, setUseGps] = useState(false);
  const [batch, setBatch] = useState<File[] | null>(null);

  /** The form's fields every photo of a batch shares, checked as a single upload's are. */
  const sharedFields = (): SharedFields | { error: string } => {
    const values = form.values;
    const priceError = moneyError(values.price);
    if (priceError) return { error: priceError };
    return {
      price: values.price.trim().replace(',', '.'),
      description: values.description.trim(),
      tags: parseTags(values.tags).join(', '),
      // Hidden in a batch: each photo's camera, lens and date come from its own EXIF.
      camera: '',
      lens: '',
      location: values.location.trim(),
      shotAt: '',
    };
  };

  const setPreviewUrl = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };

  /**
   * The preview follows the chosen file; the previous object URL is released. A file the
   * browser cannot draw (TIFF, HEIC) shows its EXIF thumbnail or the server's preview.
   */
  const showPreview = (file: File | null) => {
    chosenRef.current = file;
    setPreviewFailed(false);
    if (!file || browserCanShow(file)) {
      setPreviewUrl(file ? URL.createObjectURL(file) : null);
      return;
    }
    setPreviewUrl(null);
    previewOf(file).then(
      (blob) => {
        if (chosenRef.current === file) setPreviewUrl(URL.createObjectURL(blob));
      },
      () => {
        if (chosenRef.current === file) setPreviewFailed(true);
      },
    );
  };

  useEffect(() => {
    const urls = previewRef;
    return () => {
      if (urls.current) URL.revokeObjectURL(urls.current);
      urls.current = null;
    };
  }, []);

  const form = useForm({
    initial: emptyFields,
    limits,
    validate: (values) => ({
      title: values.title.trim() ? null : photoMessages.titleRequired,
      price: moneyError(values.price),
      image: values.image ? null : photoMessages.imageRequired,
      location: looksLikeCoordinates(values.location) ? photoMessages.locationIsCoordinates : null,
    }),
    onSubmit: (values) => {
      if (!values.image) return;
      upload.reset();
      upload.mutate(
        {
          title: values.title.trim(),
          price: values.price.trim().replace(',', '.'),
          description: values.description.trim(),
          tags: parseTags(values.tags).join(', '),
          camera: values.camera.trim(),
          lens: values.lens.trim(),
          location: values.location.trim(),
          shotAt: values.shotAt,
          image: values.image,
        },
        { onSuccess: clearFields },
      );
    },
  });
  const { errors } = form;

  function clearFields() {
    form.reset();
    showPreview(null);
    setExif(null);
    setUseGps(false);
    setFileInputKey((key) => key + 1);
  }

  // The latest values, for EXIF answers that arrive after the admin typed.
  const valuesRef = useRef(form.values);
  useEffect(() => {
    valuesRef.current = form.values;
  });

  /**
   * Fills the fields still empty from the EXIF; never what the admin typed. Never the
   * location: GPS numbers are not a place a visitor can read.
   */
  const prefill = (found: PhotoExif) => {
    const current = valuesRef.current;
    const fill = (name: 'camera' | 'lens' | 'shotAt', value: string | null) => {
      if (value && !current[name].trim()) form.set(name, value);
    };
    fill('camera', found.camera);
    fill('lens', found.lens);
    fill('shotAt', found.shotAt);
  };

  const readExif = (file: File) => {
    setExif(null);
    void readPhotoExif(file).then((found) => {
      if (chosenRef.current !== file || !found) return;
      if (!found.camera && !found.lens && !found.shotAt && !found.gps) return;
      setExif(found);
      prefill(found);
    });
  };

  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // A new choice starts clean: the last file's result and its own options go.
    upload.reset();
    setUseGps(false);
    if (chosen.length > 1) {
      // Several files: a row each (upload-batch.tsx); the single-image state is emptied.
      const images = chosen.filter((f) => !f.type || f.type.startsWith('image/'));
      form.set('image', null);
      showPreview(null);
      setExif(null);
      setBatch(images);
      if (images.length < chosen.length) form.setError('image', photoMessages.notAnImage);
      return;
    }
    setBatch(null);
    const file = chosen[0] ?? null;
    // Some systems give no type (HEIC, for example): the server decides by the content.
    if (file?.type && !file.type.startsWith('image/')) {
      form.set('image', null);
      form.setError('image', photoMessages.notAnImage);
      showPreview(null);
      setFileInputKey((key) => key + 1);
      return;
    }
    form.set('image', file);
    showPreview(file);
    if (file) readExif(file);
  };

  const busy = upload.isPending;
  const progress = upload.progress;

  return (
    <Form form={form} className={styles.newImageForm} aria-labelledby={labelledBy} noValidate>
      <div className={styles.formFields}>
        {!batch && <TextField label="Título" required="aria" {...form.field('title')} />}
        <MoneyField
          label="Precio (€)"
          value={form.values.price}
          error={errors.price}
          hint="Licencia de uso, IVA incluido, por ejemplo 39,90. Vacío: «Consultar»."
          onChange={(value) => form.set('price', value)}
        />
        <TextField label="Descripción" multiline {...form.field('description')} />
        <TextField
          label="Etiquetas"
          hint="Separadas por comas, por ejemplo: paisaje, mar, noche"
          {...form.field('tags')}
        />
        {!batch && (
          <div className={styles.pair}>
            <TextField label="Cámara" {...form.field('camera')} />
            <TextField label="Objetivo" {...form.field('lens')} />
          </div>
        )}
        <TextField label="Ubicación" {...form.field('location')} />
        {!batch && (
          <>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={useGps}
                onChange={(event) => setUseGps(event.target.checked)}
              />
              Ver las coordenadas GPS de la imagen
            </label>
            {useGps && form.values.image && (
              <p className={styles.muted} data-testid="gps-hint">
                {exif?.gps
                  ? `Coordenadas GPS: ${exif.gps}. Solo las ves tú: escribe en «Ubicación» el nombre del lugar si quieres que se muestre.`
                  : 'La imagen no tiene coordenadas GPS.'}
              </p>
            )}
            <TextField
              label="Fecha de captura"
              type="date"
              {...form.field('shotAt')}
              hint="Si dejas vacíos la cámara, el objetivo o la fecha, se toman de los datos EXIF de la imagen."
            />
          </>
        )}
      </div>
      <div className={styles.imageColumn}>
        <Field label="Imagen" controlId={`${id}-image`}>
          <FileInput
            key={fileInputKey}
            id={`${id}-image`}
            accept="image/*"
            multiple
            required
            invalid={Boolean(errors.image)}
            chosen={batch ? chosenFiles(batch) : (form.values.image?.name ?? null)}
            onChange={chooseImage}
          />
          <FormMessage kind="error">{errors.image}</FormMessage>
        </Field>
        <div className={styles.preview} hidden={Boolean(batch)}>
          {preview ? (
            <img src={preview} alt="Vista previa de la imagen seleccionada" />
          ) : (
            <p className={styles.previewEmpty}>
              {previewFailed
                ? 'No se puede mostrar una vista previa de este archivo.'
                : form.values.image
                  ? 'Preparando la vista previa...'
                  : 'La vista previa aparecerá aquí.'}
            </p>
          )}
        </div>
        {exif && (
          <p className={styles.muted} role="status">
            Hemos rellenado los campos vacíos con los datos EXIF de la imagen: revísalos antes de
            guardar.
          </p>
        )}
      </div>
      {batch && (
        <div className={styles.formFooter}>
          <UploadBatch
            key={fileInputKey}
            files={batch}
            shared={sharedFields}
            onClose={() => {
              setBatch(null);
              clearFields();
            }}
          />
        </div>
      )}
      {!batch && (
        <div className={styles.formFooter}>
          {progress !== null && !upload.isError && (
            <div className={styles.progress}>
              <ProgressBar
                className={styles.progressBar}
                value={progress}
                label="Progreso de la subida"
                showValue
                valueTestId="upload-percent"
              />
              {busy && progress === 100 && <ImageWorkProgress work={upload.work} />}
            </div>
          )}
          <FormResult
            error={upload.isError && messageFrom(upload.error, photoMessages.saveFailed)}
            success={upload.isSuccess && photoMessages.saved}
          />
          <div className={styles.actions}>
            <SubmitButton pending={busy}>Guardar</SubmitButton>
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
      )}
    </Form>
  );
}
