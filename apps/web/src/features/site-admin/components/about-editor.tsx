import { useState } from 'react';
import type { AdminSiteContent, SiteImage } from '@shop/contracts';
import { SubmitButton } from '@/components/form';
import formStyles from '@/components/form.module.css';
import { FormResult } from '@/components/form-message';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { requiredMessage } from '@/lib/use-form';
import { useSaveSiteSection } from '@/features/site-admin/api/save-site-section';
import { fieldErrorsFrom } from '@/lib/field-errors';
import { ImagePicker } from './image-picker';
import { MARKDOWN_HINT, SAVED_MESSAGE, SAVE_FAILED } from './section-editor';
import styles from './site-admin.module.css';

const portraitOf = (content: AdminSiteContent) =>
  content.images.find((image) => image.id === content.values.about.portraitImageId) ?? null;

/** 'Sobre mí': its title, the text and the portrait. */
export function AboutEditor({ content }: { content: AdminSiteContent }) {
  // The version these values were read at (a refetch must not make them look current).
  const [version, setVersion] = useState(content.versions.about);
  const [title, setTitle] = useState(content.values.about.title);
  const [text, setText] = useState(content.values.about.text);
  const [portrait, setPortrait] = useState<SiteImage | null>(() => portraitOf(content));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useSaveSiteSection();

  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setSaved(false);
      set(value);
    };
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = requiredMessage;
    if (!text.trim()) found.text = requiredMessage;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        section: 'about',
        version,
        value: { title, text, portraitImageId: portrait?.id ?? null },
      },
      {
        onSuccess: (saved) => {
          setVersion(saved.versions.about);
          setSaved(true);
        },
        onError: (error) => setErrors(fieldErrorsFrom(error)),
      },
    );
  };

  return (
    <form className={`${formStyles.form} ${styles.sectionForm}`} noValidate onSubmit={submit}>
      <TextField
        label="Título"
        required
        maxLength={120}
        value={title}
        error={errors.title ?? null}
        onChange={edited(setTitle)}
      />
      <TextField
        label="Texto"
        multiline
        required
        maxLength={5000}
        value={text}
        hint={MARKDOWN_HINT}
        error={errors.text ?? null}
        onChange={edited(setText)}
      />
      <ImagePicker label="Retrato" image={portrait} onChange={edited(setPortrait)} />
      <SubmitButton pending={save.isPending} pendingLabel="Guardando...">
        Guardar «Sobre mí»
      </SubmitButton>
      <FormResult
        error={save.error && messageFrom(save.error, SAVE_FAILED)}
        success={saved && !save.isPending && SAVED_MESSAGE}
      />
    </form>
  );
}
