import { useState } from 'react';
import type { SiteContentSection, SiteContentValues } from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormResult } from '@/components/form-message';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { useSaveSiteSection } from '@/features/site-admin/api/save-site-section';
import { fieldErrorsFrom } from '@/lib/field-errors';
import styles from './site-admin.module.css';

type TextSection = Exclude<SiteContentSection, 'home' | 'services' | 'about'>;
type TextValues<S extends TextSection> = SiteContentValues[S];

export interface TextFieldSpec<S extends TextSection> {
  name: keyof TextValues<S> & string;
  label: string;
  maxLength: number;
  required?: boolean;
  multiline?: boolean;
  type?: 'email' | 'tel';
  hint?: string;
}

export const SAVED_MESSAGE = 'Cambios guardados. Ya se ven en la web.';
export const SAVE_FAILED = 'No se pudieron guardar los cambios. Inténtalo de nuevo.';

/**
 * One section of text fields (identity, partner, coming soon): its own form and save,
 * sent with the version it was read at, so a save over someone else's answers a 409 with
 * the reason instead of overwriting it.
 */
export function SectionEditor<S extends TextSection>({
  section,
  value,
  version,
  fields,
  submitLabel = 'Guardar',
}: {
  section: S;
  value: TextValues<S>;
  version: number;
  fields: readonly TextFieldSpec<S>[];
  submitLabel?: string;
}) {
  const save = useSaveSiteSection();
  const [saved, setSaved] = useState(false);
  // The version these values were read at: a later refetch must not make an old form look
  // current (the server would then take it over someone else's save).
  const [baseVersion, setBaseVersion] = useState(version);
  const initial = value as unknown as Record<string, string>;
  const form = useForm<Record<string, string>>({
    initial,
    limits: Object.fromEntries(fields.map((f) => [f.name, f.maxLength])),
    required: fields.filter((f) => f.required).map((f) => f.name),
    onSubmit: (values) => {
      setSaved(false);
      save.mutate(
        { section, version: baseVersion, value: values as unknown as TextValues<S> },
        {
          onSuccess: (content) => {
            setBaseVersion(content.versions[section]);
            setSaved(true);
          },
          onError: (error) => {
            for (const [name, message] of Object.entries(fieldErrorsFrom(error))) {
              form.setError(name, message);
            }
          },
        },
      );
    },
  });
  return (
    <Form form={form} className={styles.sectionForm}>
      {fields.map((f) => (
        <TextField
          key={f.name}
          label={f.label}
          {...form.field(f.name)}
          multiline={f.multiline}
          type={f.type}
          required={f.required}
          hint={f.hint}
        />
      ))}
      <SubmitButton pending={save.isPending} pendingLabel="Guardando...">
        {submitLabel}
      </SubmitButton>
      <FormResult
        error={save.error && messageFrom(save.error, SAVE_FAILED)}
        success={saved && !save.isPending && SAVED_MESSAGE}
      />
    </Form>
  );
}
