import { useState } from 'react';
import type { AdminSiteContent, SiteImage } from '@shop/contracts';
import { SubmitButton } from '@/components/form';
import formStyles from '@/components/form.module.css';
import { FormResult } from '@/components/form-message';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { ImagePicker } from './image-picker';
import { MARKDOWN_HINT } from '@/components/markdown-hint';
import { SAVED_MESSAGE, SAVE_FAILED } from './section-editor';
import styles from './site-admin.module.css';
import { useSectionForm } from './use-section-form';

const portraitOf = (content: AdminSiteContent) =>
  content.images.find((image) => image.id === content.values.about.portraitImageId) ?? null;

/** 'Sobre mí': its title, the text and the portrait. */
export function AboutEditor({ content }: { content: AdminSiteContent }) {
  const { errors, saved, save, edited, submit: saveSection } = useSectionForm('about', content);
  const [title, setTitle] = useState(content.values.about.title);
  const [text, setText] = useState(content.values.about.text);
  const [portrait, setPortrait] = useState<SiteImage | null>(() => portraitOf(content));
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    saveSection({ title, text }, { title, text, portraitImageId: portrait?.id ?? null });
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
