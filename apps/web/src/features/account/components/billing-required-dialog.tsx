import { useEffect, useId, useRef } from 'react';
import { accountMessages, type Profile } from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { refusedFieldMessage } from '@/lib/error-message';
import { useUpdateBilling } from '@/features/account/api/update-billing';
import { paymentTexts as texts } from '@/features/account/utils/payment-texts';
import { BillingFields, useBillingForm } from './billing-form';
import styles from './payment-history.module.css';

/**
 * 'Datos de Facturación Requeridos' (docs/rules/accounts.md#payment-history): a modal
 * <dialog> with the billing form, opened before an invoice is downloaded while the billing
 * data are incomplete. Once they are saved (the answer becomes the session's profile),
 * `onSaved` continues the download.
 */
export function BillingRequiredDialog({
  profile,
  onSaved,
  onClose,
}: {
  profile: Profile;
  onSaved: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const update = useUpdateBilling();
  const form = useBillingForm(profile.billingData, (billing) =>
    update.mutate(billing, { onSuccess: onSaved }),
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    // The first field, rather than whatever the browser picks.
    element.querySelector<HTMLInputElement>('input')?.focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      // Escape: the browser would close it by itself; the page decides.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {texts.billingTitle}
      </h2>
      <p id={`${id}-intro`} className={styles.muted}>
        {texts.billingIntro}
      </p>
      <Form form={form} aria-labelledby={`${id}-title`}>
        <BillingFields form={form} />
        <FormResult
          error={
            update.isError &&
            (refusedFieldMessage(update.error) ?? accountMessages.billingUpdateFailed)
          }
        />
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={formStyles.secondaryButton}
            disabled={update.isPending}
            onClick={onClose}
          >
            {texts.cancel}
          </button>
          <SubmitButton pending={update.isPending} pendingLabel={texts.processing}>
            {texts.saveAndContinue}
          </SubmitButton>
        </div>
      </Form>
    </dialog>
  );
}
