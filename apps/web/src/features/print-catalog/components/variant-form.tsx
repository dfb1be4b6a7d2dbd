import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  formatMoneyInput,
  printCatalogMessages as msg,
  printSizings,
  variantCreateBodySchema,
  type AdminVariant,
  type CatalogProduct,
  type MockupImage,
  type PrintSizing,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage, FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { MoneyField, moneyError } from '@/components/money-field';
import { Field, TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import {
  useSavePhotoVariant,
  type VariantSave,
} from '@/features/print-catalog/api/save-photo-variant';
import { emptyStates } from '@/features/print-catalog/utils/messages';
import styles from './print-catalog.module.css';
import { RemoveColorButton } from './remove-color-button';
import { FileInput } from '@/components/file-input';
import { SIZING_HELP, sizingLabels } from './sizing-labels';

/** A mockup chosen in this form, not yet uploaded. */
interface NewMockup {
  key: number;
  file: File;
  preview: string;
  label: string;
}

/** A colour row; `refs` names mockups as `e:<id>` (saved) or `n:<key>` (new). */
interface ColorRow {
  key: number;
  code: string;
  name: string;
  assetUrl: string;
  refs: string[];
}

export interface VariantFormValues {
  catalogProductId: string;
  displayName: string;
  retailPrice: string;
  profitMargin: string;
  currency: string;
  /** '' : the product's default. */
  sizing: PrintSizing | '';
  description: string;
  isActive: boolean;
  assetUrl: string;
  keptMockups: MockupImage[];
  newMockups: NewMockup[];
  colors: ColorRow[];
}

let keys = 0;
const nextKey = () => ++keys;

const emptyValues = (): VariantFormValues => ({
  catalogProductId: '',
  displayName: '',
  retailPrice: '',
  profitMargin: '',
  currency: 'EUR',
  sizing: '',
  description: '',
  isActive: true,
  assetUrl: '',
  keptMockups: [],
  newMockups: [],
  colors: [],
});

const euros = (amount: number | null) =>
  amount === null ? '' : formatMoneyInput(Math.round(amount * 100));

function variantValues(variant: AdminVariant): VariantFormValues {
  return {
    catalogProductId: variant.catalogProductId,
    displayName: variant.displayName,
    retailPrice: euros(variant.retailPrice),
    profitMargin: variant.profitMargin === 0 ? '' : euros(variant.profitMargin),
    currency: variant.currency,
    sizing: variant.sizing,
    description: variant.description,
    isActive: variant.isActive,
    assetUrl: variant.customAssetUrl,
    keptMockups: variant.mockupImages,
    newMockups: [],
    colors: variant.colorOptions.map((c) => ({
      key: nextKey(),
      code: c.code,
      name: c.name,
      assetUrl: c.customAssetUrl,
      refs: c.mockupImageRefs.map((id) => `e:${id}`),
    })),
  };
}

/** The form's values as the save call's parts (body checked by the contract's schema). */
function variantSave(values: VariantFormValues): Omit<VariantSave, 'photoId' | 'variantId'> {
  const colorOptions = values.colors.map((c) => ({
    code: c.code.trim(),
    name: c.name.trim(),
    assetUrl: c.assetUrl.trim(),
    mockupImageRefs: c.refs.filter((r) => r.startsWith('e:')).map((r) => r.slice(2)),
  }));
  return {
    body: {
      catalogProductId: values.catalogProductId,
      displayName: values.displayName.trim(),
      description: values.description.trim(),
      retailPrice: values.retailPrice.trim() || null,
      profitMargin: values.profitMargin.trim() || null,
      currency: values.currency.trim() || 'EUR',
      sizing: values.sizing || null,
      isActive: values.isActive,
      assetUrl: values.assetUrl.trim(),
      colorOptions,
    },
    keepMockupImageIds: values.keptMockups.map((m) => m.id),
    mockups: values.newMockups.map((m) => ({
      file: m.file,
      meta: {
        label: m.label.trim(),
        colorCodes: values.colors
          .filter((c) => c.refs.includes(`n:${m.key}`))
          .map((c) => c.code.trim().toUpperCase()),
      },
    })),
  };
}

const fieldOfPath: Record<string, keyof VariantFormValues> = {
  catalogProductId: 'catalogProductId',
  displayName: 'displayName',
  description: 'description',
  retailPrice: 'retailPrice',
  profitMargin: 'profitMargin',
  currency: 'currency',
  sizing: 'sizing',
  assetUrl: 'assetUrl',
  colorOptions: 'colors',
};

/** The variant form (docs/rules/admin.md#variants-per-photo). */
export function VariantForm({
  photoId,
  products,
  editing,
  onDone,
  onCancel,
}: {
  photoId: string | null;
  products: CatalogProduct[];
  editing: AdminVariant | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const save = useSavePhotoVariant();
  const [fileInputKey, setFileInputKey] = useState(0);
  const form = useForm<VariantFormValues>({
    initial: () => (editing ? variantValues(editing) : emptyValues()),
    limits: { currency: 3, displayName: 200, description: 5000, assetUrl: 2000 },
    validate: (values) => {
      if (!photoId) return { form: msg.photoRequired };
      if (!values.catalogProductId) return { catalogProductId: msg.productRequired };
      const retail = moneyError(values.retailPrice);
      const margin = moneyError(values.profitMargin);
      if (retail || margin) return { retailPrice: retail, profitMargin: margin };
      const parsed = variantCreateBodySchema.safeParse(variantSave(values).body);
      if (parsed.success) return {};
      const issue = parsed.error.issues[0];
      return { [fieldOfPath[String(issue?.path[0])] ?? 'form']: issue?.message ?? null };
    },
    onSubmit: (values) => {
      if (!photoId) return;
      save.reset();
      save.mutate(
        { photoId, variantId: editing?.id ?? null, ...variantSave(values) },
        {
          onSuccess: () => {
            releasePreviews(values.newMockups);
            form.reset(emptyValues());
            setFileInputKey((k) => k + 1);
            onDone(editing ? msg.variantUpdated : msg.variantCreated);
          },
        },
      );
    },
  });
  const { values, errors } = form;

  // Object URLs of the new mockups' previews are released when the form goes away.
  const previews = useRef<NewMockup[]>([]);
  useEffect(() => {
    previews.current = values.newMockups;
  });
  useEffect(() => () => releasePreviews(previews.current), []);

  const product = products.find((p) => p._id === values.catalogProductId) ?? null;

  // Edit mode starts at the form (it sits above the cards the admin clicked in).
  useEffect(() => {
    if (editing) document.getElementById(`${id}-product`)?.focus();
  }, [editing, id]);

  const addMockups = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].filter(
      (f) => !f.type || f.type.startsWith('image/'),
    );
    form.set('newMockups', [
      ...values.newMockups,
      ...files.map((file) => ({
        key: nextKey(),
        file,
        preview: URL.createObjectURL(file),
        label: '',
      })),
    ]);
    setFileInputKey((k) => k + 1);
  };
  const removeNewMockup = (mockup: NewMockup) => {
    URL.revokeObjectURL(mockup.preview);
    form.set(
      'newMockups',
      values.newMockups.filter((m) => m.key !== mockup.key),
    );
    form.set(
      'colors',
      values.colors.map((c) => ({ ...c, refs: c.refs.filter((r) => r !== `n:${mockup.key}`) })),
    );
  };
  const removeKeptMockup = (mockup: MockupImage) => {
    form.set(
      'keptMockups',
      values.keptMockups.filter((m) => m.id !== mockup.id),
    );
    form.set(
      'colors',
      values.colors.map((c) => ({ ...c, refs: c.refs.filter((r) => r !== `e:${mockup.id}`) })),
    );
  };
  const setColor = (key: number, change: Partial<ColorRow>) =>
    form.set(
      'colors',
      values.colors.map((c) => (c.key === key ? { ...c, ...change } : c)),
    );
  const mockupChoices = [
    ...values.keptMockups.map((m, i) => ({
      ref: `e:${m.id}`,
      label: m.label || `Mockup ${i + 1}`,
    })),
    ...values.newMockups.map((m, i) => ({
      ref: `n:${m.key}`,
      label: m.label || m.file.name || `Nuevo mockup ${i + 1}`,
    })),
  ];

  const saveError = save.isError ? messageFrom(save.error, msg.variantSaveFailed) : null;

  return (
    <Form form={form} aria-label={editing ? 'Editar variante' : 'Nueva variante'}>
      <div className={styles.formGrid}>
        <Field label="Producto del catálogo" controlId={`${id}-product`}>
          <select
            id={`${id}-product`}
            className={styles.select}
            aria-required="true"
            aria-invalid={errors.catalogProductId ? true : undefined}
            value={values.catalogProductId}
            onChange={(event) => form.set('catalogProductId', event.target.value)}
          >
            <option value="">Elige un producto</option>
            {products.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name} ({p.sku})
              </option>
            ))}
          </select>
          <FormMessage kind="error">{errors.catalogProductId}</FormMessage>
        </Field>
        <TextField label="Nombre visible" {...form.field('displayName')} />
        <MoneyField
          label="Margen (€)"
          value={values.profitMargin}
          error={errors.profitMargin}
          hint="Lo que ganas por copia: se suma a lo que cobra Prodigi."
          onChange={(text) => form.set('profitMargin', text)}
        />
        <MoneyField
          label="Precio manual (€)"
          value={values.retailPrice}
          error={errors.retailPrice}
          hint="Opcional: el precio por copia que paga el comprador. Vacío, lo que cobra Prodigi más tu margen."
          onChange={(text) => form.set('retailPrice', text)}
        />
        <TextField
          label="Moneda"
          value={values.currency}
          maxLength={3}
          error={errors.currency ?? null}
          onChange={(text) => form.set('currency', text.toUpperCase())}
        />
        <Field label="Modo de ajuste" controlId={`${id}-sizing`}>
          <select
            id={`${id}-sizing`}
            className={styles.select}
            value={values.sizing}
            aria-describedby={`${id}-sizing-hint`}
            onChange={(event) => form.set('sizing', event.target.value as PrintSizing | '')}
          >
            <option value="">
              Por defecto del producto{product ? ` (${product.defaultSizing})` : ''}
            </option>
            {printSizings.map((sizing) => (
              <option key={sizing} value={sizing}>
                {sizingLabels[sizing]}
              </option>
            ))}
          </select>
          <p id={`${id}-sizing-hint`} className={formStyles.hint}>
            {SIZING_HELP}
          </p>
        </Field>
        <div className={styles.full}>
          <TextField label="Descripción" multiline {...form.field('description')} />
        </div>
        <label className={formStyles.check}>
          <input
            type="checkbox"
            checked={values.isActive}
            onChange={(event) => form.set('isActive', event.target.checked)}
          />
          Activa
        </label>
        <TextField
          label="URL de asset personalizada"
          type="text"
          inputMode="url"
          hint="Opcional. El «asset» es el archivo que Prodigi imprime; déjalo vacío y prepáralo con «Editar asset principal» en la tarjeta de la variante, o pega aquí la dirección de uno ya preparado."
          {...form.field('assetUrl')}
        />

        <fieldset
          className={`${styles.full} ${styles.group}`}
          aria-describedby={`${id}-mockups-help`}
        >
          <legend className={styles.groupTitle}>Mockups</legend>
          <p id={`${id}-mockups-help`} className={formStyles.hint}>
            Fotos de ambiente (la lámina en una pared, el marco de cerca) que el comprador ve junto
            a la foto.
          </p>
          {values.keptMockups.length + values.newMockups.length === 0 && (
            <p className={styles.muted}>{emptyStates.noMockups}</p>
          )}
          <ul className={styles.thumbs}>
            {values.keptMockups.map((mockup, index) => (
              <li key={mockup.id}>
                <img src={mockup.url} alt={mockup.label || `Mockup ${index + 1}`} />
                <span>{mockup.label || `Mockup ${index + 1}`}</span>
                <button
                  type="button"
                  className={styles.dangerButton}
                  aria-label={`Quitar ${mockup.label || `el mockup ${index + 1}`}`}
                  onClick={() => removeKeptMockup(mockup)}
                >
                  Quitar
                </button>
              </li>
            ))}
            {values.newMockups.map((mockup) => (
              <li key={mockup.key}>
                <img src={mockup.preview} alt={`Vista previa de ${mockup.file.name}`} />
                <TextField
                  label={`Etiqueta de ${mockup.file.name}`}
                  value={mockup.label}
                  maxLength={200}
                  onChange={(label) =>
                    form.set(
                      'newMockups',
                      values.newMockups.map((m) => (m.key === mockup.key ? { ...m, label } : m)),
                    )
                  }
                />
                <button
                  type="button"
                  className={styles.dangerButton}
                  aria-label={`Quitar ${mockup.file.name}`}
                  onClick={() => removeNewMockup(mockup)}
                >
                  Quitar
                </button>
              </li>
            ))}
          </ul>
          <Field label="Añadir mockups" controlId={`${id}-mockups`}>
            <FileInput
              key={fileInputKey}
              id={`${id}-mockups`}
              accept="image/*"
              multiple
              chosen={null}
              onChange={addMockups}
            />
          </Field>
        </fieldset>

        <fieldset className={`${styles.full} ${styles.group}`}>
          <legend className={styles.groupTitle}>Colores de la variante</legend>
          {values.colors.length === 0 && <p className={styles.muted}>Sin colores.</p>}
          <ul className={styles.rowList}>
            {values.colors.map((color, index) => (
              <li key={color.key} className={`${styles.colorRow} ${styles.wide}`}>
                <TextField
                  label={`Código del color ${index + 1}`}
                  value={color.code}
                  maxLength={64}
                  onChange={(code) => setColor(color.key, { code: code.toUpperCase() })}
                />
                <TextField
                  label={`Nombre del color ${index + 1}`}
                  value={color.name}
                  maxLength={100}
                  onChange={(name) => setColor(color.key, { name })}
                />
                <TextField
                  label={`URL de asset del color ${index + 1}`}
                  inputMode="url"
                  value={color.assetUrl}
                  maxLength={2000}
                  onChange={(assetUrl) => setColor(color.key, { assetUrl })}
                />
                <RemoveColorButton
                  index={index}
                  onRemove={() =>
                    form.set(
                      'colors',
                      values.colors.filter((c) => c.key !== color.key),
                    )
                  }
                />
                {mockupChoices.length > 0 && (
                  <fieldset className={`${formStyles.fieldset} ${styles.full}`}>
                    <legend className={formStyles.legend}>Mockups del color {index + 1}</legend>
                    <div className={styles.mockupChoices}>
                      {mockupChoices.map((choice) => (
                        <label key={choice.ref} className={formStyles.check}>
                          <input
                            type="checkbox"
                            checked={color.refs.includes(choice.ref)}
                            onChange={(event) =>
                              setColor(color.key, {
                                refs: event.target.checked
                                  ? [...color.refs, choice.ref]
                                  : color.refs.filter((r) => r !== choice.ref),
                              })
                            }
                          />
                          {choice.label}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                )}
              </li>
            ))}
          </ul>
          <FormMessage kind="error">{errors.colors}</FormMessage>
          <div className={styles.inlineActions}>
            <button
              type="button"
              className={`${formStyles.secondaryButton} ${styles.smallButton}`}
              onClick={() =>
                form.set('colors', [
                  ...values.colors,
                  { key: nextKey(), code: '', name: '', assetUrl: '', refs: [] },
                ])
              }
            >
              Añadir color
            </button>
            {product && product.availableColors.length > 0 && (
              <button
                type="button"
                className={`${formStyles.secondaryButton} ${styles.smallButton}`}
                onClick={() => {
                  const have = new Set(values.colors.map((c) => c.code));
                  form.set('colors', [
                    ...values.colors,
                    ...product.availableColors
                      .filter((c) => !have.has(c.code))
                      .map((c) => ({ key: nextKey(), ...c, assetUrl: '', refs: [] })),
                  ]);
                }}
              >
                Añadir los colores del producto
              </button>
            )}
          </div>
        </fieldset>
      </div>
      <FormResult error={errors.form ?? saveError} />
      <div className={styles.inlineActions}>
        <SubmitButton pending={save.isPending} pendingLabel="Guardando...">
          {editing ? 'Guardar cambios' : 'Crear variante'}
        </SubmitButton>
        {editing && (
          <button
            type="button"
            className={formStyles.secondaryButton}
            onClick={() => {
              releasePreviews(values.newMockups);
              form.reset(emptyValues());
              onCancel();
            }}
          >
            Cancelar
          </button>
        )}
      </div>
    </Form>
  );
}

function releasePreviews(mockups: NewMockup[]) {
  for (const m of mockups) URL.revokeObjectURL(m.preview);
}
