import { useId, useRef } from 'react';
import { accountMessages, fieldLimits, type Profile } from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage, FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Field, TextField } from '@/components/text-field';
import { refusedFieldMessage } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { useProfileFields } from '@/features/account/api/get-profile-fields';
import { useUpdateProfile } from '@/features/account/api/update-profile';
import {
  optionsToValues,
  valuesToOptions,
  type FieldValues,
} from '@/features/account/utils/profile-options';
import { profilePictureProblem } from '@/features/account/utils/profile-picture';
import { ProfileFieldInput } from './profile-field-input';
import { FileInput } from '@/components/file-input';

/**
 * 'Información Personal': name (required), email (read-only), picture (an image up to 2 MB;
 * one kept) and the extra fields of /form-fields/profile, saved into options.
 */
interface PersonalInfo {
  name: string;
  /** The extra fields' values by key. */
  values: FieldValues;
  picture: File | null;
}

export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const id = useId();
  const fields = useProfileFields();
  const update = useUpdateProfile();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<PersonalInfo>({
    initial: () => ({
      name: profile.name,
      values: optionsToValues(profile.options),
      picture: null,
    }),
    limits: { name: fieldLimits.account.name },
    validate: ({ name }) => ({ name: name.trim() ? null : accountMessages.nameRequired }),
    onSubmit: ({ name, values, picture }) => {
      // Only the offered fields the user has a value for; other stored options are kept.
      const offered = Object.fromEntries(
        (fields.data ?? [])
          .filter((field) => values[field.key] !== undefined)
          .map((field) => [field.key, values[field.key]]),
      );
      update.mutate(
        {
          name: name.trim(),
          options: valuesToOptions(profile.options, offered),
          picture,
          currentPicture: profile.profilePicture ?? null,
        },
        // The new profile becomes the session's (useUpdateProfile), without a reload.
        {
          onSuccess: () => {
            form.set('picture', null);
            if (fileInput.current) fileInput.current.value = '';
          },
        },
      );
    },
  });
  const { picture, values } = form.values;

  const choosePicture = (input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    // The last save's result no longer describes the form.
    update.reset();
    const problem = file && profilePictureProblem(file);
    form.set('picture', problem ? null : file);
    if (problem) {
      form.setError('picture', problem);
      input.value = '';
    }
  };

  return (
    // A blank name gets the rule's own message (Form is noValidate).
    <Form form={form} aria-label="Información Personal">
      <TextField label="Nombre" autoComplete="name" required="aria" {...form.field('name')} />
      <TextField label="Email" type="email" readOnly value={profile.email} />
      <Field label="Foto de perfil" controlId={`${id}-picture`}>
        <FileInput
          id={`${id}-picture`}
          ref={fileInput}
          accept="image/*"
          chosen={picture?.name ?? null}
          describedBy={`${id}-picture-hint`}
          onChange={(e) => choosePicture(e.target)}
        />
        <p id={`${id}-picture-hint`} className={formStyles.hint}>
          {picture
            ? `Nueva foto: ${picture.name}. Sustituirá a la actual al guardar.`
            : 'Una imagen de hasta 2 MB.'}
        </p>
        <FormMessage kind="error">{form.errors.picture}</FormMessage>
      </Field>
      {fields.isError && (
        <FormMessage kind="error">{accountMessages.profileFieldsLoadFailed}</FormMessage>
      )}
      {fields.data?.map((field) => (
        <ProfileFieldInput
          key={field.key}
          field={field}
          value={values[field.key]}
          onChange={(value) => form.set('values', { ...values, [field.key]: value })}
        />
      ))}
      <FormResult
        error={
          update.isError &&
          (refusedFieldMessage(update.error) ?? accountMessages.profileUpdateFailed)
        }
        success={update.isSuccess && !form.errors.picture && accountMessages.profileUpdated}
      />
      <SubmitButton pending={update.isPending} pendingLabel="Guardando...">
        Guardar cambios
      </SubmitButton>
    </Form>
  );
}
