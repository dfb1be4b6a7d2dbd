import { useState } from 'react';
import type { AdminSiteContent, SiteContentSection, SiteContentValues } from '@shop/contracts';
import { requiredMessage } from '@/lib/use-form';
import { fieldErrorsFrom } from '@/lib/field-errors';
import { useSaveSiteSection } from '@/features/site-admin/api/save-site-section';

/**
 * What an editor of one site-content section shares: the version its values were read at (a
 * refetch must not make them look current), the fields' messages, 'saved' until the next edit,
 * and a save that first asks for the required texts.
 */
export function useSectionForm<S extends SiteContentSection>(
  section: S,
  content: AdminSiteContent,
) {
  const [version, setVersion] = useState(content.versions[section]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useSaveSiteSection();

  const edited =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      setSaved(false);
      set(value);
    };
  /** Saves `value` unless a `required` text is blank; `onSaved` runs after the save. */
  const submit = (
    required: Record<string, string>,
    value: SiteContentValues[S],
    onSaved?: () => void,
  ) => {
    const found: Record<string, string> = {};
    for (const [name, text] of Object.entries(required)) {
      if (!text.trim()) found[name] = requiredMessage;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { section, version, value },
      {
        onSuccess: (now) => {
          setVersion(now.versions[section]);
          onSaved?.();
          setSaved(true);
        },
        onError: (error) => setErrors(fieldErrorsFrom(error)),
      },
    );
  };
  return { errors, saved, save, edited, submit };
}
