import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  countryName,
  formatEuros,
  paths,
  type MockupImage,
  type PublicPhoto,
  type PublicVariant,
} from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { Form, SubmitButton } from '@/components/form';
import formStyles from '@/components/form.module.css';
import { Field } from '@/components/text-field';
import { useCartCount } from '@/lib/cart-store';
import { messageFrom } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { useForm } from '@/lib/use-form';
import { usePaymentsConfig } from '@/features/checkout/api/get-payments-config';
import { usePhotoProducts } from '@/features/checkout/api/get-photo-products';
import { useProductDetails } from '@/features/checkout/api/get-product-details';
import { useQuote, type QuoteRequest } from '@/features/checkout/api/get-quote';
import { buyMessages as msg } from '@/features/checkout/utils/checkout-messages';
import { PriceSummary } from '@/features/checkout/components/price-summary';
import { breakdownOf, deliveryOptionsOf } from '@/features/checkout/utils/price-breakdown';
import { chosenMethod, DeliveryMethods } from './delivery-methods';
import { LegalNotice } from './legal-notice';
import {
  clampCopies,
  effectiveColor,
  emptyRecipient,
  isCountryCode,
  MAX_COPIES,
  MIN_COPIES,
  missingRecipientFields,
  purchaseError,
  quotePostalCode,
  sameInputs,
  type QuoteInputs,
  type Recipient,
} from '@/features/checkout/utils/purchase-rules';
import { MockupGallery } from './mockup-gallery';
import { RecipientFieldset } from './recipient-fieldset';
import styles from './checkout.module.css';

// The payment step is a chunk of its own: a visitor who only looks at the print options
// does not download it. Its code is fetched as soon as a quote is on screen, so 'Ir al pago
// seguro' does not wait for it. The cart's code (its schema) loads on 'Añadir al carrito'.
const loadPaymentStep = () => import('./print-payment-step');
const PrintPaymentStep = lazy(loadPaymentStep);

/**
 * The photo page's buy form (docs/rules/checkout-and-payments.md#buy-form), up to the button
 * that starts the payment. Read in the browser only and loaded lazily (buy-print.tsx).
 */
export function BuyPrintForm({ photoId }: { photoId: string }) {
  const products = usePhotoProducts(photoId);
  if (products.isPending) return <BuyPrintLoading />;
  if (products.isError) {
    return <FormMessage kind="error">{msg.printOptionsFailed}</FormMessage>;
  }
  if (products.data.length === 0) return <p className={styles.muted}>{msg.noPrintOptions}</p>;
  return <PurchaseForm photoId={photoId} variants={products.data} />;
}

/** The space the form's first part takes, held while its code or data load (no shift). */
export function BuyPrintLoading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <p className={styles.muted}>Cargando opciones de impresión...</p>
    </div>
  );
}

const colorName = (color: { code: string; name: string }) => color.name || color.code;
const variantName = (variant: PublicVariant) => variant.displayName || variant.catalogProduct.name;
const chosenColorName = (variant: PublicVariant, code: string | null) => {
  const color = variant.colorOptions.find((c) => c.code.toUpperCase() === code);
  return color ? colorName(color) : null;
};

function PurchaseForm({ photoId, variants }: { photoId: string; variants: PublicVariant[] }) {
  const ids = useId();
  const [variantId, setVariantId] = useState(variants[0]?.id ?? '');
  const [chosenColor, setChosenColor] = useState<string | null>(null);
  const [copiesText, setCopiesText] = useState('1');
  const [chosenAttributes, setChosenAttributes] = useState<Record<string, string>>({});
  const [chosenShipping, setChosenShipping] = useState<string | null>(null);
  /** The inputs the payment step was opened for; it shows only while they stay the same. */
  const [paymentFor, setPaymentFor] = useState<QuoteInputs | null>(null);
  /** Paid: the form stays as it was bought. */
  const [paid, setPaid] = useState(false);

  const variant = variants.find((v) => v.id === variantId) ?? null;
  const colorCode = effectiveColor(variant?.colorOptions ?? [], chosenColor);
  const copies = clampCopies(copiesText);
  const typedSku = variant?.catalogProduct.sku.trim() ?? '';
  const sku = typedSku === '' ? null : typedSku;

  const payments = usePaymentsConfig();
  const details = useProductDetails(sku);

  const form = useForm<Recipient>({
    initial: emptyRecipient,
    keepErrorsWhileEditing: false,
    validate: (recipient) => ({ form: purchaseError(check(recipient)) }),
    onSubmit: () => setPaymentFor(inputs),
  });
  const countryCode = form.values.countryCode;
  const [showMissing, setShowMissing] = useState(false);

  /** Each attribute the buyer chooses, with the chosen or first value. */
  const attributeChoices = useMemo(() => {
    const offered = details.data?.variantAttributes ?? {};
    return Object.entries(offered)
      .filter(([name, values]) => name.toLowerCase() !== 'color' && values.length > 0)
      .map(([name, values]) => {
        const chosen = chosenAttributes[name];
        return {
          name,
          values,
          value: chosen !== undefined && values.includes(chosen) ? chosen : (values[0] ?? ''),
        };
      });
  }, [details.data, chosenAttributes]);

  const postalCode = quotePostalCode(countryCode, form.values.postalCode);
  const inputs: QuoteInputs | null = variant
    ? { variantId: variant.id, colorCode, copies, countryCode, postalCode }
    : null;
  // checkout-and-payments.md#quote-after-details
  const quoteRequest: QuoteRequest | null =
    inputs && details.isSuccess && isCountryCode(countryCode)
      ? {
          photoId,
          variantId: inputs.variantId,
          colorCode: inputs.colorCode ?? '',
          copies,
          destinationCountryCode: countryCode,
          productAttributes: Object.fromEntries(attributeChoices.map((a) => [a.name, a.value])),
          ...(postalCode ? { postalCode } : {}),
        }
      : null;
  const quote = useQuote(quoteRequest);
  const current = quote.data && !quote.isPlaceholderData ? quote.data : null;
  useEffect(() => {
    if (current) void loadPaymentStep().catch(() => {});
  }, [current]);
  const shown = quote.data ?? null;
  // checkout-and-payments.md#delivery-methods: the cheapest until the buyer picks another.
  const deliveryOptions = shown
    ? deliveryOptionsOf(shown.answer, shown.request.destinationCountryCode)
    : [];
  const delivery = chosenMethod(deliveryOptions, chosenShipping);
  const chosenQuote =
    shown?.answer.quotes.find((q) => q.shipmentMethod === delivery?.method) ?? null;
  const breakdown = chosenQuote ? breakdownOf(chosenQuote) : null;
  // The quote on screen, even the previous one kept while the next loads, tells 'still
  // calculating' from 'updating' (checkout-and-payments.md#purchase-validation).
  const quotedFor: QuoteInputs | null = shown ? inputsOf(shown.request) : null;

  const paymentsUnavailable = payments.isError;
  function check(recipient: Recipient) {
    return {
      variantId: variant?.id ?? null,
      recipient,
      paymentsReady: payments.isSuccess,
      inputs,
      quotedFor,
    };
  }

  // checkout-and-payments.md#changes-reset-payment
  const resetPayment = () => setPaymentFor(null);
  const paymentStep = paymentFor !== null && inputs !== null && sameInputs(paymentFor, inputs);
  // Once paid, the form stays as it was bought.
  const locked = paid;

  const missing = showMissing ? missingRecipientFields(form.values) : [];
  const mockups = mockupsOf(variant, colorCode);
  const payLabel = breakdown ? `${msg.payButton} · ${formatEuros(breakdown.total)}` : msg.payButton;
  const quoteError = quote.isError ? messageFrom(quote.error, msg.quoteFailed) : null;

  return (
    <>
      <Form
        form={{
          handleSubmit: (event) => {
            setShowMissing(true);
            form.handleSubmit(event);
          },
        }}
        className={styles.form}
        aria-label="Comprar una impresión"
      >
        <fieldset className={styles.lock} disabled={locked}>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${ids}-product`}>
              Producto
            </label>
            <select
              id={`${ids}-product`}
              className={formStyles.input}
              value={variantId}
              onChange={(event) => {
                setVariantId(event.target.value);
                // checkout-and-payments.md#default-colour
                setChosenColor(null);
                setChosenAttributes({});
                resetPayment();
              }}
            >
              {variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {variantName(v)}
                </option>
              ))}
            </select>
            {variant?.description && <p className={formStyles.hint}>{variant.description}</p>}
          </div>

          {variant && variant.colorOptions.length > 0 && (
            <fieldset className={styles.fieldset}>
              <legend className={formStyles.label}>Color</legend>
              <div className={styles.choices}>
                {variant.colorOptions.map((color) => (
                  <label key={color.code} className={styles.choice}>
                    <input
                      type="radio"
                      name={`${ids}-color`}
                      value={color.code}
                      checked={colorCode === color.code.toUpperCase()}
                      onChange={() => {
                        setChosenColor(color.code);
                        resetPayment();
                      }}
                    />
                    {colorName(color)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          {variant && mockups.length > 0 && (
            <MockupGallery
              key={`${variant.id}-${colorCode ?? ''}`}
              mockups={mockups}
              product={variantName(variant)}
              color={chosenColorName(variant, colorCode)}
            />
          )}

          {attributeChoices.map((attribute) => (
            <div key={attribute.name} className={formStyles.field}>
              <label className={formStyles.label} htmlFor={`${ids}-attr-${attribute.name}`}>
                {attributeLabel(attribute.name)}
              </label>
              <select
                id={`${ids}-attr-${attribute.name}`}
                className={formStyles.input}
                value={attribute.value}
                onChange={(event) => {
                  setChosenAttributes((chosen) => ({
                    ...chosen,
                    [attribute.name]: event.target.value,
                  }));
                  resetPayment();
                }}
              >
                {attribute.values.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
          ))}

          <CopiesField
            text={copiesText}
            copies={copies}
            onChange={(text) => {
              setCopiesText(text);
              resetPayment();
            }}
          />

          {deliveryOptions.length > 0 && (
            <DeliveryMethods
              options={deliveryOptions}
              chosen={delivery?.method ?? null}
              stale={quote.isPlaceholderData}
              onChoose={(method) => {
                setChosenShipping(method);
                resetPayment();
              }}
            />
          )}

          <section className={styles.quote} aria-labelledby={`${ids}-price`} aria-live="polite">
            <h3 id={`${ids}-price`} className={styles.subtitle}>
              Precio
            </h3>
            <QuoteState
              skuMissing={variant !== null && sku === null}
              detailsFailed={details.isError}
              countryIncomplete={!isCountryCode(countryCode)}
              error={quoteError}
              loading={quoteRequest !== null && !shown && quote.isFetching}
              updating={quote.isPlaceholderData && quote.isFetching}
            />
            {breakdown && (
              <PriceSummary
                lines={breakdown.lines}
                totalCents={breakdown.total}
                ivaCents={breakdown.iva}
                ivaRatesBp={breakdown.ivaRatesBp}
                vatTreatment={breakdown.vatTreatment}
                stale={quote.isPlaceholderData}
                totalTestId="quote-total"
              />
            )}
            {breakdown && shown && (
              <p className={formStyles.hint}>
                Envío a {countryName(shown.request.destinationCountryCode)}. El precio se actualiza
                al cambiar el país de entrega.
              </p>
            )}
          </section>

          {variant && (
            <AddToCart
              disabled={sku === null || details.isError}
              line={() => ({
                photoId,
                variantId: variant.id,
                colorCode: colorCode ?? '',
                copies,
                productAttributes: Object.fromEntries(
                  attributeChoices.map((a) => [a.name, a.value]),
                ),
                product: productSummary(variant, colorCode),
              })}
            />
          )}

          <RecipientFieldset
            form={form}
            missing={missing}
            onEdit={() => {
              // The open order holds the address as it was sent: any change closes the card
              // step, and paying again makes a new order.
              resetPayment();
            }}
          />

          <LegalNotice />

          <FormMessage kind="error">{form.errors.form}</FormMessage>
          {paymentsUnavailable && (
            <p id={`${ids}-pay-unavailable`} className={styles.muted}>
              {messageFrom(payments.error, msg.paymentConfigFailed)}
            </p>
          )}
          {!locked && !(paymentStep && current) && (
            <SubmitButton
              disabled={paymentsUnavailable}
              describedBy={paymentsUnavailable ? `${ids}-pay-unavailable` : undefined}
            >
              {payLabel}
            </SubmitButton>
          )}
        </fieldset>
      </Form>
      {paymentStep && current && payments.data && variant && delivery && (
        <Suspense fallback={<p className={styles.muted}>{msg.preparingPayment}</p>}>
          <PrintPaymentStep
            config={payments.data}
            request={{
              photoId,
              variantId: variant.id,
              colorCode: colorCode ?? '',
              copies,
              recipient: { ...form.values, countryCode },
              productAttributes: Object.fromEntries(attributeChoices.map((a) => [a.name, a.value])),
              shippingMethod: delivery.method,
              // Sent as the API has it; the server ignores it (the print file is the variant's).
              assetUrl: variant.assetUrl ?? undefined,
            }}
            summary={`${productSummary(variant, colorCode)} · ${copies} ${copies === 1 ? 'copia' : 'copias'} · envío ${delivery.label.toLowerCase()} a ${countryName(countryCode)}`}
            onEdit={resetPayment}
            onPaid={() => setPaid(true)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The product as the buyer chose it: 'Lámina Fine Art · Negro'. */
function productSummary(variant: PublicVariant, colorCode: string | null): string {
  const color = colorCode
    ? (variant.colorOptions.find((c) => c.code.toUpperCase() === colorCode) ?? {
        code: colorCode,
        name: '',
      })
    : null;
  return `${variantName(variant)}${color ? ` · ${colorName(color)}` : ''}`;
}

/** The photo's title and a small picture, from the page's own data (already loaded). */
function usePhotoCard(photoId: string) {
  const queryClient = useQueryClient();
  return () => {
    const photo = queryClient.getQueryData<PublicPhoto>(queryKeys.photos.detail(photoId));
    const jpeg = photo?.images.jpeg ?? [];
    const small = jpeg.find((image) => image.width >= 320) ?? jpeg.at(-1);
    return { title: photo?.title ?? '', thumbnailUrl: small?.url ?? photo?.imagePath ?? null };
  };
}

interface ChosenPrint {
  photoId: string;
  variantId: string;
  colorCode: string;
  copies: number;
  productAttributes: Record<string, string>;
  product: string;
}

/**
 * 'Añadir al carrito' (checkout-and-payments.md#cart): the print as chosen goes to the cart,
 * to be paid with others in one order and one shipping. The cart's code loads on the click.
 */
function AddToCart({ line, disabled }: { line: () => ChosenPrint; disabled: boolean }) {
  const card = usePhotoCard(line().photoId);
  const count = useCartCount();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const add = async () => {
    const { addLine } = await import('@/features/checkout/cart/cart-storage');
    const result = addLine({ ...line(), ...card() });
    setNotice({ kind: result.ok ? 'success' : 'error', text: result.message });
  };
  return (
    <div className={styles.cartRow}>
      <button
        type="button"
        className={formStyles.secondaryButton}
        disabled={disabled}
        onClick={() => void add()}
      >
        Añadir al carrito
      </button>
      <p className={styles.cartNotice} role="status">
        {notice?.text}
        {notice?.kind === 'success' && count > 0 && (
          <>
            {' '}
            <Link to={paths.cart.build()}>Ver carrito ({count})</Link>
          </>
        )}
      </p>
    </div>
  );
}

/**
 * Copies, clamped as typed (checkout-and-payments.md#purchase-validation); an emptied field
 * counts as 1 and shows it again when left.
 */
function CopiesField({
  text,
  copies,
  onChange,
}: {
  text: string;
  copies: number;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <Field label="Copias" controlId={id}>
      <input
        id={id}
        className={`${formStyles.input} ${styles.copies}`}
        type="number"
        inputMode="numeric"
        min={MIN_COPIES}
        max={MAX_COPIES}
        step={1}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const typed = event.target.value;
          onChange(typed.trim() === '' ? '' : String(clampCopies(typed)));
        }}
        onBlur={() => onChange(String(copies))}
      />
      <p id={`${id}-hint`} className={formStyles.hint}>
        De {MIN_COPIES} a {MAX_COPIES} copias.
      </p>
    </Field>
  );
}

/** The inputs a quote was asked for, in the form's terms. */
function inputsOf(request: QuoteRequest): QuoteInputs {
  return {
    variantId: request.variantId,
    colorCode: request.colorCode === '' ? null : request.colorCode,
    copies: request.copies,
    countryCode: request.destinationCountryCode,
    postalCode: request.postalCode ?? null,
  };
}

function QuoteState(props: {
  skuMissing: boolean;
  detailsFailed: boolean;
  countryIncomplete: boolean;
  error: string | null;
  loading: boolean;
  updating: boolean;
}) {
  if (props.skuMissing) return <FormMessage kind="error">{msg.quoteMissingSku}</FormMessage>;
  if (props.detailsFailed)
    return <FormMessage kind="error">{msg.productDetailsFailed}</FormMessage>;
  if (props.error) return <FormMessage kind="error">{props.error}</FormMessage>;
  if (props.countryIncomplete) {
    return <p className={styles.muted}>Indica el país de entrega para calcular el precio.</p>;
  }
  if (props.loading) return <p className={styles.muted}>Calculando precio...</p>;
  if (props.updating) return <p className={styles.muted}>Actualizando precio...</p>;
  return null;
}

/** The colour's own mockups when it has some, else the variant's. */
function mockupsOf(variant: PublicVariant | null, colorCode: string | null): MockupImage[] {
  if (!variant) return [];
  const color = variant.colorOptions.find((c) => c.code.toUpperCase() === colorCode);
  return color && color.mockupImages.length > 0 ? color.mockupImages : variant.mockupImages;
}

const attributeLabels: Record<string, string> = {
  wrap: 'Borde del lienzo',
  paperType: 'Papel',
  finish: 'Acabado',
  edge: 'Canto',
  frame: 'Marco',
  mount: 'Paspartú',
  mountColor: 'Color del paspartú',
  glaze: 'Protección',
};

/** Prodigi's attribute names in Spanish, when known; else the name itself. */
const attributeLabel = (name: string) => attributeLabels[name] ?? name;
