import { useEffect, useId, useState } from 'react';
import {
  catalogProductBodySchema,
  dimensionUnits,
  formatMoneyInput,
  printCatalogMessages as msg,
  printSizings,
  type CatalogProduct,
  type CatalogProductBody,
  type PrintSizing,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage, FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { MoneyField, moneyError } from '@/components/money-field';
import { Field, TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { useLookupCatalogProduct } from '@/features/print-catalog/api/lookup-catalog-product';
import { useSaveCatalogProduct } from '@/features/print-catalog/api/save-catalog-product';
import styles from './print-catalog.module.css';
import { RemoveColorButton } from './remove-color-button';
import { SIZING_HELP, sizingLabels } from './sizing-labels';

type Units = (typeof dimensionUnits)[number];

export interface ProductFormValues {
  sku: string;
  name: string;
  basePrice: string;
  currency: string;
  defaultSizing: PrintSizing;
  description: string;
  prodigiDescription: string;
  dimWidth: string;
  dimHeight: string;
  dimUnits: Units;
  printWidth: string;
  printHeight: string;
  shipsTo: string[];
  attributes: CatalogProduct['attributes'];
  colors: { key: number; code: string; name: string }[];
}

export const emptyProductValues = (): ProductFormValues => ({
  sku: '',
  name: '',
  basePrice: '',
  currency: 'EUR',
  defaultSizing: 'fillPrintArea',
  description: '',
  prodigiDescription: '',
  dimWidth: '',
  dimHeight: '',
  dimUnits: 'in',
  printWidth: '',
  printHeight: '',
  shipsTo: [],
  attributes: {},
  colors: [],
});

let colorKeys = 0;
const nextKey = () => ++colorKeys;

/** A saved product in the form's terms (the edit mode's starting values). */
export function productValues(product: CatalogProduct): ProductFormValues {
  return {
    sku: product.sku,
    name: product.name,
    basePrice:
      product.basePrice === null ? '' : formatMoneyInput(Math.round(product.basePrice * 100)),
    currency: product.currency,
    defaultSizing: product.defaultSizing,
    description: product.description,
    prodigiDescription: product.prodigiDescription,
    dimWidth: product.productDimensions ? String(product.productDimensions.width) : '',
    dimHeight: product.productDimensions ? String(product.productDimensions.height) : '',
    dimUnits: product.productDimensions?.units ?? 'in',
    printWidth: product.printAreaPixels ? String(product.printAreaPixels.width) : '',
    printHeight: product.printAreaPixels ? String(product.printAreaPixels.height) : '',
    shipsTo: product.shipsTo,
    attributes: product.attributes,
    colors: product.availableColors.map((c) => ({ key: nextKey(), ...c })),
  };
}

/** '10', '10,5', '10.5' → a number; blank → null; anything else → NaN (the schema refuses it). */
const readNumber = (text: string): number | null =>
  text.trim() === ''
    ? null
    : /^\d+([.,]\d+)?$/.test(text.trim())
      ? Number(text.trim().replace(',', '.'))
      : NaN;

/** The form's values as the contract's body (checked by the same schema as the server). */
export function productBody(values: ProductFormValues): CatalogProductBody {
  const dimWidth = readNumber(values.dimWidth);
  const dimHeight = readNumber(values.dimHeight);
  const printWidth = readNumber(values.printWidth);
  const printHeight = readNumber(values.printHeight);
  return {
    sku: values.sku.trim(),
    name: values.name.trim(),
    description: values.description.trim(),
    prodigiDescription: values.prodigiDescription,
    basePrice: values.basePrice.trim() === '' ? null : values.basePrice.trim(),
    currency: values.currency.trim() || 'EUR',
    defaultSizing: values.defaultSizing,
    productDimensions:
      dimWidth === null && dimHeight === null
        ? null
        : { width: dimWidth ?? NaN, height: dimHeight ?? NaN, units: values.dimUnits },
    printAreaPixels:
      printWidth === null && printHeight === null
        ? null
        : { width: printWidth ?? NaN, height: printHeight ?? NaN },
    shipsTo: values.shipsTo,
    attributes: values.attributes,
    availableColors: values.colors.map(({ code, name }) => ({
      code: code.trim(),
      name: name.trim(),
    })),
  };
}

const fieldOfPath: Record<string, keyof ProductFormValues> = {
  sku: 'sku',
  name: 'name',
  basePrice: 'basePrice',
  currency: 'currency',
  defaultSizing: 'defaultSizing',
  description: 'description',
  productDimensions: 'dimWidth',
  printAreaPixels: 'printWidth',
  availableColors: 'colors',
};

/** The catalogue product form (docs/rules/admin.md#print-catalogue). */
export function ProductForm({
  editing,
  onDone,
  onCancel,
}: {
  /** The product being edited, or null for a new one. */
  editing: CatalogProduct | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const save = useSaveCatalogProduct();
  const lookup = useLookupCatalogProduct();
  const [imported, setImported] = useState(false);
  const form = useForm<ProductFormValues>({
    initial: () => (editing ? productValues(editing) : emptyProductValues()),
    limits: { currency: 3 },
    validate: (values) => {
      if (!values.sku.trim() || !values.name.trim()) {
        return {
          form: msg.skuAndNameRequired,
          sku: values.sku.trim() ? null : msg.skuAndNameRequired,
          name: values.name.trim() ? null : msg.skuAndNameRequired,
        };
      }
      const price = moneyError(values.basePrice);
      if (price) return { basePrice: price };
      const parsed = catalogProductBodySchema.safeParse(productBody(values));
      if (parsed.success) return {};
      const issue = parsed.error.issues[0];
      const field = fieldOfPath[String(issue?.path[0])] ?? 'form';
      return { [field]: issue?.message ?? msg.catalogSaveFailed };
    },
    onSubmit: (values) => {
      save.reset();
      setImported(false);
      save.mutate(
        { id: editing?._id ?? null, body: productBody(values) },
        {
          onSuccess: () => {
            form.reset(emptyProductValues());
            onDone(editing ? msg.productUpdated : msg.productCreated);
          },
        },
      );
    },
  });
  const { values, errors } = form;

  // Edit mode starts at the form (it sits above the cards the admin clicked in).
  useEffect(() => {
    if (editing) document.getElementById(`${id}-sku`)?.focus();
  }, [editing, id]);

  const importFromProvider = () => {
    save.reset();
    setImported(false);
    const sku = values.sku.trim();
    if (!sku) {
      form.setError('sku', msg.lookupNeedsSku);
      return;
    }
    lookup.mutate(sku.toUpperCase(), {
      onSuccess: (found) => {
        if (found.prodigiName && !values.name.trim()) form.set('name', found.prodigiName);
        form.set('prodigiDescription', found.prodigiDescription);
        form.set('defaultSizing', found.defaultSizing);
        if (found.productDimensions) {
          form.set('dimWidth', String(found.productDimensions.width));
          form.set('dimHeight', String(found.productDimensions.height));
          form.set('dimUnits', found.productDimensions.units);
        }
        if (found.printAreaPixels) {
          form.set('printWidth', String(found.printAreaPixels.width));
          form.set('printHeight', String(found.printAreaPixels.height));
        }
        form.set('shipsTo', found.shipsTo);
        form.set('attributes', found.attributes);
        // A product without colours keeps the ones typed by hand.
        if (found.availableColors.length > 0) {
          form.set(
            'colors',
            found.availableColors.map((c) => ({ key: nextKey(), code: c.code, name: c.name })),
          );
        }
        setImported(true);
      },
    });
  };

  const setColor = (key: number, change: Partial<{ code: string; name: string }>) =>
    form.set(
      'colors',
      values.colors.map((c) => (c.key === key ? { ...c, ...change } : c)),
    );

  const attributesText = Object.entries(values.attributes)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('\n');

  const saveError = save.isError ? messageFrom(save.error, msg.catalogSaveFailed) : null;
  const lookupError = lookup.isError ? messageFrom(lookup.error, msg.lookupFailed) : null;

  return (
    <Form
      form={form}
      aria-label={editing ? `Editar producto ${editing.sku}` : 'Nuevo producto del catálogo'}
    >
      <div className={styles.formGrid}>
        <div className={formStyles.field}>
          <TextField
            id={`${id}-sku`}
            label="SKU"
            hint="El código del producto en Prodigi, por ejemplo GLOBAL-FAP-16X24: con él, «Importar desde Prodigi» rellena el resto."
            required="aria"
            autoComplete="off"
            value={values.sku.toUpperCase()}
            onChange={(text) => form.set('sku', text.toUpperCase())}
            error={errors.sku === msg.skuAndNameRequired ? null : (errors.sku ?? null)}
            invalid={errors.sku === msg.skuAndNameRequired}
            maxLength={64}
          />
          <div className={styles.inlineActions}>
            <button
              type="button"
              className={`${formStyles.secondaryButton} ${styles.smallButton}`}
              disabled={lookup.isPending}
              onClick={importFromProvider}
            >
              {lookup.isPending ? 'Importando...' : 'Importar desde Prodigi'}
            </button>
          </div>
        </div>
        <TextField
          label="Nombre"
          required="aria"
          {...form.field('name')}
          error={null}
          invalid={Boolean(errors.name)}
          maxLength={200}
        />
        <MoneyField
          label="Precio base (€)"
          value={values.basePrice}
          error={errors.basePrice}
          onChange={(text) => form.set('basePrice', text)}
        />
        <TextField
          label="Moneda"
          hint="3 letras, por ejemplo EUR"
          value={values.currency}
          onChange={(text) => form.set('currency', text.toUpperCase())}
          error={errors.currency ?? null}
          maxLength={3}
        />
        <Field label="Modo de ajuste por defecto" controlId={`${id}-sizing`}>
          <select
            id={`${id}-sizing`}
            className={styles.select}
            value={values.defaultSizing}
            aria-describedby={`${id}-sizing-hint`}
            onChange={(event) => form.set('defaultSizing', event.target.value as PrintSizing)}
          >
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
        <TextField label="Descripción" multiline {...form.field('description')} maxLength={5000} />
        <div className={`${styles.full} ${formStyles.field}`}>
          <TextField
            label="Descripción del proveedor"
            multiline
            readOnly
            value={values.prodigiDescription}
          />
        </div>
        <div className={`${styles.full} ${styles.triple}`}>
          <TextField
            label="Ancho del producto"
            inputMode="decimal"
            {...form.field('dimWidth')}
            error={errors.dimWidth ?? null}
          />
          <TextField label="Alto del producto" inputMode="decimal" {...form.field('dimHeight')} />
          <Field label="Unidades" controlId={`${id}-units`}>
            <select
              id={`${id}-units`}
              className={styles.select}
              value={values.dimUnits}
              onChange={(event) => form.set('dimUnits', event.target.value as Units)}
            >
              {dimensionUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className={`${styles.full} ${styles.triple}`}>
          <TextField
            label="Ancho del área de impresión (px)"
            hint="Los píxeles que Prodigi pide para imprimir este tamaño nítido (ancho y alto): se rellenan al importar."
            inputMode="numeric"
            {...form.field('printWidth')}
            error={errors.printWidth ?? null}
          />
          <TextField
            label="Alto del área de impresión (px)"
            inputMode="numeric"
            {...form.field('printHeight')}
          />
          <TextField label="Países de envío" readOnly value={String(values.shipsTo.length)} />
        </div>
        <div className={`${styles.full} ${formStyles.field}`}>
          <TextField
            label="Atributos del proveedor"
            hint="Datos técnicos de Prodigi (papel, acabado, marco…), solo para consultar."
            multiline
            readOnly
            value={attributesText}
          />
        </div>
        <fieldset className={`${styles.full} ${styles.group}`}>
          <legend className={styles.groupTitle}>Colores disponibles</legend>
          {values.colors.length === 0 && <p className={styles.muted}>Sin colores.</p>}
          <ul className={styles.rowList}>
            {values.colors.map((color, index) => (
              <li key={color.key} className={styles.colorRow}>
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
                <RemoveColorButton
                  index={index}
                  onRemove={() =>
                    form.set(
                      'colors',
                      values.colors.filter((c) => c.key !== color.key),
                    )
                  }
                />
              </li>
            ))}
          </ul>
          <FormMessage kind="error">{errors.colors}</FormMessage>
          <div>
            <button
              type="button"
              className={`${formStyles.secondaryButton} ${styles.smallButton}`}
              onClick={() =>
                form.set('colors', [...values.colors, { key: nextKey(), code: '', name: '' }])
              }
            >
              Añadir color
            </button>
          </div>
        </fieldset>
      </div>
      <FormResult
        error={errors.form ?? lookupError ?? saveError}
        success={imported ? msg.lookupImported : null}
      />
      <div className={styles.inlineActions}>
        <SubmitButton pending={save.isPending} pendingLabel="Guardando...">
          {editing ? 'Guardar cambios' : 'Crear producto'}
        </SubmitButton>
        {editing && (
          <button
            type="button"
            className={formStyles.secondaryButton}
            onClick={() => {
              form.reset(emptyProductValues());
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
