import { forwardRef, type ChangeEvent } from 'react';
import styles from './file-input.module.css';

export interface FileInputProps {
  id: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** What is chosen, as the form knows it ('retrato.jpg', '3 archivos'); null when nothing. */
  chosen: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
}

/**
 * A file field whose button speaks Spanish: the browser's own ('Choose File', 'No file
 * chosen') follows the browser's language. The real input lies over our button, transparent,
 * so a click, a tap, the keyboard and assistive technology all reach it, with the label the
 * caller ties to `id`.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { id, accept, multiple = false, disabled, chosen, onChange, describedBy, invalid, required },
  ref,
) {
  return (
    <div className={styles.wrap} data-disabled={disabled ? '' : undefined}>
      <span className={styles.button} aria-hidden="true">
        {multiple ? 'Elegir archivos' : 'Elegir archivo'}
      </span>
      <span className={styles.chosen} aria-hidden="true">
        {chosen ?? 'Ningún archivo elegido'}
      </span>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        aria-required={required ? true : undefined}
        onChange={onChange}
      />
    </div>
  );
});

/** 'retrato.jpg', or '3 archivos' for several. */
export const chosenFiles = (files: readonly { name: string }[] | null | undefined) =>
  !files || files.length === 0
    ? null
    : files.length === 1
      ? (files[0]?.name ?? null)
      : `${files.length} archivos`;
