import { useId, useState } from 'react';
import { accountMessages, type Profile } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Field, TextField } from '@/components/text-field';
import { useProfileFields } from '@/features/account/api/get-profile-fields';
import { useUpdateProfile } from '@/features/account/api/update-profile';
import {
  optionsToValues,
  valuesToOptions,
  type FieldValues,
} from '@/features/account/utils/profile-options';
import { isValidProfilePicture } from '@/features/account/utils/profile-picture';
import { ProfileFieldInput } from './profile-field-input';

/**
 * 'Información Personal': name (required), email (read-only), picture (an image up to 2 MB;
 * one kept) and the extra fields of /form-fields/profile, saved into options.
 */
export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const id = useId();
  const fields = useProfileFields();
  const update = useUpdateProfile();
  const [name, setName] = useState(profile.name);
  const [values, setValues] = useState<FieldValues>(() => optionsToValues(profile.options));
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState(false);
  const [nameMissing, setNameMissing] = useState(false);

  const choosePicture = (input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    if (file && !isValidProfilePicture(file)) {
      setPictureError(true);
      setPicture(null);
      input.value = '';
      return;
    }
    setPictureError(false);
    setPicture(file);
  };

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameMissing(true);
      return;
    }
    // Only the offered fields the user has a value for; other stored options are kept.
    const offered = Object.fromEntries(
      (fields.data ?? [])
        .filter((field) => values[field.key] !== undefined)
        .map((field) => [field.key, values[field.key]]),
    );
    update.mutate(
      {
        name: trimmed,
        options: valuesToOptions(profile.options, offered),
        picture,
        currentPicture: profile.profilePicture ?? null,
      },
      {
        // The new profile becomes the session's (useUpdateProfile), without a reload.
        onSuccess: () => setPicture(null),
      },
    );
  };

  return (
    // noValidate: a blank name gets the spec's own message.
    <form
      className={formStyles.form}
      noValidate
      aria-label="Información Personal"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        label="Nombre"
        autoComplete="name"
        required="aria"
        error={nameMissing ? accountMessages.nameRequired : null}
        value={name}
        onChange={(value) => {
          setName(value);
          setNameMissing(false);
        }}
      />
      <TextField label="Email" type="email" readOnly value={profile.email} />
      <Field label="Foto de perfil" controlId={`${id}-picture`}>
        <input
          id={`${id}-picture`}
          className={formStyles.input}
          type="file"
          accept="image/*"
          aria-describedby={`${id}-picture-hint`}
          onChange={(e) => choosePicture(e.target)}
        />
        <p id={`${id}-picture-hint`} className={formStyles.hint}>
          {picture
            ? `Nueva foto: ${picture.name}. Sustituirá a la actual al guardar.`
            : 'Una imagen de hasta 2 MB.'}
        </p>
        {pictureError && (
          <FormMessage kind="error">{accountMessages.invalidProfilePicture}</FormMessage>
        )}
      </Field>
      {fields.isError && (
        <FormMessage kind="error">{accountMessages.profileFieldsLoadFailed}</FormMessage>
      )}
      {fields.data?.map((field) => (
        <ProfileFieldInput
          key={field.key}
          field={field}
          value={values[field.key]}
          onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
        />
      ))}
      {update.isSuccess && (
        <FormMessage kind="success">{accountMessages.profileUpdated}</FormMessage>
      )}
      {update.isError && (
        <FormMessage kind="error">{accountMessages.profileUpdateFailed}</FormMessage>
      )}
      <button type="submit" className={formStyles.button} disabled={update.isPending}>
        {update.isPending ? 'Guardando...' : 'Guardar cambios'}
      </button>
    </form>
  );
}
