import { boolean, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { formFieldTypes } from '@shop/contracts';

export const formFieldType = pgEnum('form_field_type', formFieldTypes);

/** Extra profile fields (GET /form-fields/profile); answers are saved in users.options. */
export const formFields = pgTable('form_fields', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  type: formFieldType('type').notNull(),
  label: text('label').notNull(),
  placeholder: text('placeholder'),
  description: text('description'),
  required: boolean('required').notNull().default(false),
  options: jsonb('options').$type<{ value: string; label: string }[]>(),
  isRecommendedForProfile: boolean('is_recommended_for_profile').notNull().default(false),
  position: integer('position').notNull().default(0),
});
