import { z } from 'zod';
import { forbiddenCharacterIn, isBlankText, textMessages } from './text-rules';

interface TextOptions {
  /** Names, titles and ids: no line breaks. */
  singleLine?: boolean;
  /** The message when the text is longer than max (a field's own wording). */
  tooLongMessage?: string;
}

/**
 * Text a person typed, trimmed and bounded, refused when it holds a character PostgreSQL
 * cannot store or that only hides things. May be empty.
 */
export function safeText(max: number, options: TextOptions = {}) {
  return z
    .string()
    .trim()
    .max(max, options.tooLongMessage ?? textMessages.tooLong(max))
    .refine((value) => forbiddenCharacterIn(value) === null, textMessages.forbiddenCharacter)
    .refine(
      (value) => !options.singleLine || forbiddenCharacterIn(value, { singleLine: true }) === null,
      textMessages.lineBreak,
    );
}

/** safeText that must show something once invisible characters are removed. */
export function requiredText(max: number, options: TextOptions & { blankMessage?: string } = {}) {
  return safeText(max, options).refine((value) => !isBlankText(value), {
    message: options.blankMessage ?? textMessages.blank,
  });
}
