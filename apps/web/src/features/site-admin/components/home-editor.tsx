import { useId, useState } from 'react';
import type { AdminSiteContent } from '@shop/contracts';
import { SubmitButton } from '@/components/form';
import formStyles from '@/components/form.module.css';
import { FormMessage, FormResult } from '@/components/form-message';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useLibraryPhotos } from '@/features/site-admin/api/get-gallery-photos';
import { MARKDOWN_HINT, SAVED_MESSAGE, SAVE_FAILED } from './section-editor';
import styles from './site-admin.module.css';
import { useSectionForm } from './use-section-form';

export const HERO_HINT =
  'La foto grande de la primera pantalla de la portada. Elige una de las fotos publicadas en la galería; si no eliges ninguna, se muestra la más reciente.';
export const HERO_NEWEST = 'Automática: la más reciente';
export const HERO_GONE =
  'La foto de portada que elegiste ya no está publicada: la portada muestra la más reciente hasta que elijas otra.';

/** 'Portada': the hero's texts and its photo, picked among the gallery's visible photos. */
export function HomeEditor({ content }: { content: AdminSiteContent }) {
  const home = content.values.home;
  const library = useLibraryPhotos();
  const visible = (library.data ?? []).filter((photo) => !photo.hidden);
  const selectId = useId();
  const hintId = useId();
  const { errors, saved, save, edited, submit: saveSection } = useSectionForm('home', content);
  const [kicker, setKicker] = useState(home.kicker);
  const [title, setTitle] = useState(home.title);
  const [lead, setLead] = useState(home.lead);
  const [heroId, setHeroId] = useState(home.heroPhotoId ?? '');

  // Once the library is known: a picked photo hidden or deleted since then is no choice.
  const gone = library.isSuccess && heroId !== '' && !visible.some((p) => p._id === heroId);
  // What the home shows: the picked photo, or the newest one.
  const chosen =
    (heroId && !gone ? visible.find((p) => p._id === heroId) : undefined) ?? visible[0];

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    saveSection(
      { title, lead },
      { kicker, title, lead, heroPhotoId: heroId && !gone ? heroId : null },
      () => {
        if (gone) setHeroId('');
      },
    );
  };

  return (
    <form className={`${formStyles.form} ${styles.sectionForm}`} noValidate onSubmit={submit}>
      <TextField
        label="Antetítulo"
        maxLength={80}
        value={kicker}
        hint="Una línea corta sobre el título, por ejemplo «Fotografía de retrato»."
        error={errors.kicker ?? null}
        onChange={edited(setKicker)}
      />
      <TextField
        label="Título"
        required
        maxLength={120}
        value={title}
        error={errors.title ?? null}
        onChange={edited(setTitle)}
      />
      <TextField
        label="Entradilla"
        multiline
        required
        maxLength={600}
        value={lead}
        hint={MARKDOWN_HINT}
        error={errors.lead ?? null}
        onChange={edited(setLead)}
      />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={selectId}>
          Foto de portada
        </label>
        <select
          id={selectId}
          className={formStyles.input}
          aria-describedby={hintId}
          aria-invalid={errors.heroPhotoId ? true : undefined}
          value={gone ? '' : heroId}
          disabled={library.isPending}
          onChange={(event) => edited(setHeroId)(event.target.value)}
        >
          <option value="">{HERO_NEWEST}</option>
          {visible.map((photo) => (
            <option key={photo._id} value={photo._id}>
              {photo.title}
            </option>
          ))}
        </select>
        <p id={hintId} className={formStyles.hint}>
          {HERO_HINT}
        </p>
        {gone && <FormMessage kind="info">{HERO_GONE}</FormMessage>}
        {errors.heroPhotoId && <FormMessage kind="error">{errors.heroPhotoId}</FormMessage>}
        {library.isError && (
          <FormMessage kind="error">
            {messageFrom(library.error, 'No se pudieron cargar las fotos de la galería.')}
          </FormMessage>
        )}
        {chosen && (
          <img
            className={styles.heroPreview}
            src={chosen.images.jpeg[0]?.url ?? chosen.imagePath}
            width={chosen.width}
            height={chosen.height}
            alt={`Vista previa: ${chosen.title}`}
          />
        )}
      </div>
      <SubmitButton pending={save.isPending} pendingLabel="Guardando...">
        Guardar portada
      </SubmitButton>
      <FormResult
        error={save.error && messageFrom(save.error, SAVE_FAILED)}
        success={saved && !save.isPending && SAVED_MESSAGE}
      />
    </form>
  );
}
