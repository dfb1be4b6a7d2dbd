import { readMoney } from '@shop/contracts';
import { TextField } from './text-field';

/**
 * Every amount in euros an admin types. A text input, not `type="number"`: a number input
 * reads the Spanish '39,90' as 3990 or as nothing, depending on the browser. The text is
 * read by the contract's money rule (`moneyError` below), the same one the server applies.
 */
export function MoneyField({
  label,
  value,
  error,
  hint,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null | undefined;
  hint?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      maxLength={16}
      value={value}
      hint={hint}
      error={error ?? null}
      onChange={onChange}
    />
  );
}

/** The money rule's message for a field's text, or null when it reads (blank included). */
export function moneyError(text: string): string | null {
  const reading = readMoney(text);
  return reading.ok ? null : reading.message;
}
