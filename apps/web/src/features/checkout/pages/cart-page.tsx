import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  formatEuros,
  MAX_COPIES,
  MIN_COPIES,
  paths,
  removeFromCart,
  setCartCopies,
  cartMessages,
  type Cart,
  type CartLine,
  type CartQuoteMethod,
  type CartQuoteResponse,
  countryName,
  rateToBp,
  type CartQuoteRequestBody,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { clearCartPaidBy } from '@/lib/cart-store';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { usePageTitle } from '@/lib/use-page-title';
import { useCartQuote } from '@/features/checkout/api/cart-quote';
import { createCartOrder } from '@/features/checkout/api/create-cart-order';
import { usePaymentsConfig } from '@/features/checkout/api/get-payments-config';
import { saveCart, useCart } from '@/features/checkout/cart/cart-storage';
import { chosenMethod, DeliveryMethods } from '@/features/checkout/components/delivery-methods';
import { LegalNotice } from '@/features/checkout/components/legal-notice';
import { PriceSummary } from '@/features/checkout/components/price-summary';
import { RecipientFieldset } from '@/features/checkout/components/recipient-fieldset';
import { buyMessages as msg } from '@/features/checkout/utils/checkout-messages';
import {
  emptyRecipient,
  isCountryCode,
  missingRecipientFields,
  quotePostalCode,
  recipientLabels,
  type Recipient,
} from '@/features/checkout/utils/purchase-rules';
import checkoutStyles from '@/features/checkout/components/checkout.module.css';
import styles from './cart-page.module.css';

const PaymentStep = lazy(async () => ({
  default: (await import('@/features/checkout/payment/payment-step')).PaymentStep,
}));

const copiesText = (copies: number) => `${copies} ${copies === 1 ? 'copia' : 'copias'}`;

/**
 * /carrito (docs/rules/checkout-and-payments.md#cart): the prints kept in this browser, paid
 * as one order with one shipping. The buyer changes copies or removes lines, gives the
 * address, picks one of the shipping methods Prodigi quotes for it, and pays once; the
 * cart empties when the payment succeeds, and the buyer lands on the order's receipt.
 */
export function CartPage() {
  usePageTitle('Carrito');
  const cart = useCart();
  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={styles.title}>
        Tu carrito
      </h1>
      {cart.lines.length === 0 ? (
        <div className={styles.empty}>
          <p>{cartMessages.empty}</p>
          <Link to={paths.gallery.build()} className={formStyles.secondaryButton}>
            Ver la galería
          </Link>
        </div>
      ) : (
        <CartCheckout cart={cart} />
      )}
    </section>
  );
}

function CartCheckout({ cart }: { cart: Cart }) {
  const payments = usePaymentsConfig();
  const [chosen, setChosenMethod] = useState<string | null>(null);
  /** What the payment step was opened for; it shows only while it stays the same. */
  const [payingFor, setPayingFor] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);

  const form = useForm<Recipient>({
    initial: emptyRecipient,
    keepErrorsWhileEditing: false,
    validate: (recipient) => ({ form: blocker(recipient) }),
    onSubmit: (): void => setPayingFor(key),
  });
  const countryCode = form.values.countryCode;
  const postalCode = quotePostalCode(countryCode, form.values.postalCode);
  const items = cart.lines.map((line) => ({
    kind: 'print' as const,
    photoId: line.photoId,
    variantId: line.variantId,
    colorCode: line.colorCode,
    copies: line.copies,
    productAttributes: line.productAttributes,
  }));
  const request: CartQuoteRequestBody | null = isCountryCode(countryCode)
    ? { items, destinationCountryCode: countryCode, ...(postalCode ? { postalCode } : {}) }
    : null;
  const quote = useCartQuote(request);
  const current = quote.data && !quote.isPlaceholderData ? quote.data : null;
  const shown = quote.data ?? null;
  const methods = shown?.methods ?? [];
  const method = chosenMethod(methods, chosen);

  const key: string = JSON.stringify({
    items,
    recipient: form.values,
    method: method?.method ?? null,
  });
  const paymentOpen = payingFor === key && current !== null && method !== null;

  function blocker(recipient: Recipient): string | null {
    const missing = missingRecipientFields(recipient);
    if (missing.length > 0) return msg.requiredFields(missing.map((n) => recipientLabels[n]));
    if (!isCountryCode(recipient.countryCode)) return msg.unknownCountry;
    if (!payments.isSuccess) return msg.gatewayNotReady;
    if (!current || !method) return quote.isError ? msg.quoteFailed : msg.quotePending;
    return null;
  }

  const changeCart = (next: Cart) => {
    saveCart(next);
    setPayingFor(null);
  };
  const missing = showMissing ? missingRecipientFields(form.values) : [];
  const quoteError = quote.isError ? messageFrom(quote.error, msg.quoteFailed) : null;

  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        <ul className={styles.lines} aria-label="Impresiones del carrito">
          {cart.lines.map((line, index) => (
            <CartLineItem
              key={line.id}
              line={line}
              priceCents={method?.lines[index]?.priceCents ?? null}
              stale={quote.isPlaceholderData}
              onCopies={(copies) => changeCart(setCartCopies(cart, line.id, copies))}
              onRemove={() => changeCart(removeFromCart(cart, line.id))}
            />
          ))}
        </ul>
        <Link to={paths.gallery.build()} className={styles.more}>
          Seguir viendo fotografías
        </Link>
      </div>

      <div className={styles.side}>
        <Form
          form={{
            handleSubmit: (event) => {
              setShowMissing(true);
              form.handleSubmit(event);
            },
          }}
          className={styles.form}
          aria-label="Datos de envío y pago"
        >
          <RecipientFieldset form={form} missing={missing} onEdit={() => setPayingFor(null)} />

          <DeliveryMethods
            options={methods}
            chosen={method?.method ?? null}
            stale={quote.isPlaceholderData}
            onChoose={(chosen) => {
              setChosenMethod(chosen);
              setPayingFor(null);
            }}
          >
            {quoteError && <FormMessage kind="error">{quoteError}</FormMessage>}
            {!request && (
              <p className={checkoutStyles.muted}>
                Indica el país de entrega para ver los métodos de envío.
              </p>
            )}
            {request && !shown && !quoteError && (
              <p className={checkoutStyles.muted}>Calculando envío...</p>
            )}
          </DeliveryMethods>

          <Summary
            method={method}
            quote={shown}
            stale={quote.isPlaceholderData}
            destination={countryCode}
          />

          <LegalNotice />
          <FormMessage kind="error">{form.errors.form}</FormMessage>
          {payments.isError && (
            <p className={checkoutStyles.muted}>
              {messageFrom(payments.error, msg.paymentConfigFailed)}
            </p>
          )}
          {!paymentOpen && (
            <SubmitButton disabled={payments.isError}>
              {method ? `${msg.payButton} · ${formatEuros(method.totalCents)}` : msg.payButton}
            </SubmitButton>
          )}
        </Form>

        {paymentOpen && payments.data && (
          <Suspense fallback={<p className={checkoutStyles.muted}>{msg.preparingPayment}</p>}>
            <PaymentStep
              config={payments.data}
              summary={`${cart.lines.length} ${cart.lines.length === 1 ? 'impresión' : 'impresiones'} · envío ${method.label.toLowerCase()} a ${countryName(countryCode)}`}
              createPayment={async () => {
                const answer = await createCartOrder({
                  items,
                  recipient: { ...form.values, countryCode },
                  shippingMethod: method.method,
                });
                if (!answer.clientSecret) throw new Error('no payment to open');
                return {
                  clientSecret: answer.clientSecret,
                  amount: answer.amount,
                  currency: answer.currency,
                  orderId: answer.orderId,
                  orderNumber: answer.orderNumber,
                  receiptPath: answer.receiptPath,
                };
              }}
              // The cart knows which order pays for it; it empties once that one is paid.
              onOpened={(payment) => saveCart({ ...cart, checkoutOrderId: payment.orderId })}
              onPaid={(payment) => clearCartPaidBy(payment.orderId)}
              onEdit={() => setPayingFor(null)}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

function CartLineItem(props: {
  line: CartLine;
  priceCents: number | null;
  stale: boolean;
  onCopies: (copies: number) => void;
  onRemove: () => void;
}) {
  const { line, priceCents, stale } = props;
  const id = useId();
  return (
    <li className={styles.line}>
      {line.thumbnailUrl ? (
        <img
          src={line.thumbnailUrl}
          alt=""
          width={96}
          height={96}
          className={styles.thumb}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.lineText}>
        <p className={styles.lineTitle}>
          <Link to={paths.photo.build(line.photoId)}>{line.title || 'Fotografía'}</Link>
        </p>
        <p className={checkoutStyles.muted}>{line.product}</p>
        <div className={styles.lineControls}>
          <label htmlFor={`${id}-copies`} className={styles.copiesLabel}>
            Copias
          </label>
          <select
            id={`${id}-copies`}
            className={`${formStyles.input} ${styles.copies}`}
            value={line.copies}
            onChange={(event) => props.onCopies(Number(event.target.value))}
          >
            {Array.from({ length: MAX_COPIES - MIN_COPIES + 1 }, (_, i) => i + MIN_COPIES).map(
              (n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ),
            )}
          </select>
          <button
            type="button"
            className={styles.remove}
            onClick={props.onRemove}
            aria-label={`Quitar ${line.title || 'la impresión'} (${line.product}) del carrito`}
          >
            Quitar
          </button>
        </div>
      </div>
      <span className={styles.linePrice} data-stale={stale || undefined}>
        {priceCents === null ? copiesText(line.copies) : formatEuros(priceCents)}
      </span>
    </li>
  );
}

function Summary(props: {
  method: CartQuoteMethod | null;
  quote: CartQuoteResponse | null;
  stale: boolean;
  destination: string;
}) {
  const { method, quote } = props;
  if (!method || !quote) return null;
  return (
    <section className={styles.summary} aria-label="Resumen del pedido" aria-live="polite">
      <PriceSummary
        lines={[
          { key: 'goods', label: 'Impresiones', amount: method.goodsCents },
          {
            key: 'shipping',
            label: `Envío ${method.label.toLowerCase()}`,
            amount: method.shippingCents,
          },
        ]}
        totalCents={method.totalCents}
        ivaCents={method.ivaCents}
        ivaRatesBp={[rateToBp(quote.vatRate)]}
        vatTreatment={quote.vatTreatment}
        stale={props.stale}
        totalTestId="cart-total"
      />
      <p className={formStyles.hint}>
        Un solo pago y un solo envío a {countryName(props.destination)}.
      </p>
    </section>
  );
}
