import { useState } from 'react';
import {
  formatMoneyInput,
  readMoney,
  type AdminSiteContent,
  type SiteImage,
} from '@shop/contracts';
import { SubmitButton } from '@/components/form';
import formStyles from '@/components/form.module.css';
import { FormResult } from '@/components/form-message';
import { MoneyField, moneyError } from '@/components/money-field';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { requiredMessage } from '@/lib/use-form';
import { useSaveSiteSection } from '@/features/site-admin/api/save-site-section';
import { fieldErrorsFrom } from '@/lib/field-errors';
import { ImagePicker } from './image-picker';
import { MARKDOWN_HINT } from '@/components/markdown-hint';
import { SAVED_MESSAGE, SAVE_FAILED } from './section-editor';
import styles from './site-admin.module.css';

const MAX_SERVICES = 12;

interface ServiceDraft {
  id: string;
  title: string;
  text: string;
  price: string;
  image: SiteImage | null;
}

const draftsOf = (content: AdminSiteContent): ServiceDraft[] => {
  const images = new Map(content.images.map((image) => [image.id, image]));
  return content.values.services.items.map((item) => ({
    id: item.id,
    title: item.title,
    text: item.text,
    price: formatMoneyInput(item.priceFromCents),
    image: item.imageId ? (images.get(item.imageId) ?? null) : null,
  }));
};

/** 'Servicios': the intro and up to 12 services (title, text, 'desde' price, image), in order. */
export function ServicesEditor({ content }: { content: AdminSiteContent }) {
  // The version these values were read at (a refetch must not make them look current).
  const [version, setVersion] = useState(content.versions.services);
  const [intro, setIntro] = useState(content.values.services.intro);
  const [items, setItems] = useState(() => draftsOf(content));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useSaveSiteSection();

  const edit = (index: number, change: Partial<ServiceDraft>) => {
    setSaved(false);
    setItems((current) => current.map((item, i) => (i === index ? { ...item, ...change } : item)));
  };
  const move = (index: number, by: -1 | 1) =>
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    items.forEach((item, i) => {
      if (!item.title.trim()) found[`items.${i}.title`] = requiredMessage;
      if (!item.text.trim()) found[`items.${i}.text`] = requiredMessage;
      const priceProblem = moneyError(item.price);
      if (priceProblem) found[`items.${i}.priceFromCents`] = priceProblem;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaved(false);
    save.mutate(
      {
        section: 'services',
        version,
        value: {
          intro,
          items: items.map((item) => {
            const price = readMoney(item.price);
            return {
              id: item.id,
              title: item.title,
              text: item.text,
              priceFromCents: price.ok ? price.cents : null,
              imageId: item.image?.id ?? null,
            };
          }),
        },
      },
      {
        onSuccess: (saved) => {
          setVersion(saved.versions.services);
          setSaved(true);
        },
        onError: (error) => setErrors(fieldErrorsFrom(error)),
      },
    );
  };

  return (
    <form className={`${formStyles.form} ${styles.sectionForm}`} noValidate onSubmit={submit}>
      <TextField
        label="Introducción"
        multiline
        maxLength={1000}
        value={intro}
        hint={MARKDOWN_HINT}
        error={errors.intro ?? null}
        onChange={(value) => {
          setSaved(false);
          setIntro(value);
        }}
      />
      <ol className={styles.serviceList}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.serviceItem}>
            <fieldset className={styles.fieldset}>
              <legend>Servicio {index + 1}</legend>
              <TextField
                label="Título"
                required
                maxLength={80}
                value={item.title}
                error={errors[`items.${index}.title`] ?? null}
                onChange={(title) => edit(index, { title })}
              />
              <TextField
                label="Texto"
                multiline
                required
                maxLength={2000}
                value={item.text}
                hint={MARKDOWN_HINT}
                error={errors[`items.${index}.text`] ?? null}
                onChange={(text) => edit(index, { text })}
              />
              <MoneyField
                label="Precio desde (€, IVA incluido)"
                hint="Déjalo vacío para no mostrar precio."
                value={item.price}
                error={errors[`items.${index}.priceFromCents`]}
                onChange={(price) => edit(index, { price })}
              />
              <ImagePicker
                label="Imagen"
                image={item.image}
                onChange={(image) => edit(index, { image })}
              />
              <div className={styles.itemActions}>
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Subir «${item.title || `servicio ${index + 1}`}»`}
                >
                  Subir
                </button>
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Bajar «${item.title || `servicio ${index + 1}`}»`}
                >
                  Bajar
                </button>
                <button
                  type="button"
                  className={styles.dangerButton}
                  onClick={() => setItems((current) => current.filter((_, i) => i !== index))}
                  aria-label={`Quitar «${item.title || `servicio ${index + 1}`}»`}
                >
                  Quitar
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={items.length >= MAX_SERVICES}
        onClick={() =>
          setItems((current) => [
            ...current,
            { id: crypto.randomUUID(), title: '', text: '', price: '', image: null },
          ])
        }
      >
        Añadir servicio
      </button>
      <SubmitButton pending={save.isPending} pendingLabel="Guardando...">
        Guardar servicios
      </SubmitButton>
      <FormResult
        error={save.error && (errors.items ?? errors[''] ?? messageFrom(save.error, SAVE_FAILED))}
        success={saved && !save.isPending && SAVED_MESSAGE}
      />
    </form>
  );
}
