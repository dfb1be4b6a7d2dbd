import { useState } from 'react';
import type { AdminSiteContent } from '@shop/contracts';
import { SubmitButton } from '@/components/form';
import formStyles from '@/components/form.module.css';
import { FormResult } from '@/components/form-message';
import { LibraryPhotoSelect, libraryChoice } from '@/components/library-photo-select';
import { MARKDOWN_HINT } from '@/components/markdown-hint';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useLibraryPhotos } from '@/features/site-admin/api/get-gallery-photos';
import { SAVED_MESSAGE, SAVE_FAILED } from './section-editor';
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
  const { errors, saved, save, edited, submit: saveSection } = useSectionForm('home', content);
  const [kicker, setKicker] = useState(home.kicker);
  const [title, setTitle] = useState(home.title);
  const [lead, setLead] = useState(home.lead);
  const [heroId, setHeroId] = useState(home.heroPhotoId ?? '');

  // Once the library is known: a picked photo hidden or deleted since then is no choice.
  const { visible, gone, picked } = libraryChoice(library.data, library.isSuccess, heroId);
  // What the home shows: the picked photo, or the newest one.
  const chosen = picked ?? visible[0];

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
      <LibraryPhotoSelect
        label="Foto de portada"
        photos={visible}
        value={gone ? '' : heroId}
        onChange={edited(setHeroId)}
        emptyLabel={HERO_NEWEST}
        hint={HERO_HINT}
        loading={library.isPending}
        notice={gone ? HERO_GONE : null}
        error={errors.heroPhotoId}
        loadError={
          library.isError
            ? messageFrom(library.error, 'No se pudieron cargar las fotos de la galería.')
            : null
        }
        preview={chosen}
      />
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
