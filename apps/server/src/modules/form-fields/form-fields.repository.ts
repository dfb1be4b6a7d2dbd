import { asc } from 'drizzle-orm';
import type { FormField } from '@shop/contracts';
import type { Database } from '#src/db/client';
import { formFields } from '#src/db/schema/index';

export function createFormFieldsRepository(db: Database) {
  return {
    async list(): Promise<FormField[]> {
      const rows = await db.select().from(formFields).orderBy(asc(formFields.position));
      return rows.map((r) => ({
        key: r.key,
        type: r.type,
        label: r.label,
        ...(r.placeholder ? { placeholder: r.placeholder } : {}),
        ...(r.description ? { description: r.description } : {}),
        required: r.required,
        ...(r.options ? { options: r.options } : {}),
        isRecommendedForProfile: r.isRecommendedForProfile,
      }));
    },
  };
}

export type FormFieldsRepository = ReturnType<typeof createFormFieldsRepository>;
