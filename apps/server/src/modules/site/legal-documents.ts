import type { BusinessIdentity, LegalDocumentName } from '@shop/contracts';
import { escapeMarkdown as e } from '#src/lib/markdown';

/**
 * The four legal pages (docs/rules/site-and-legal.md#legal-pages). Change a text, change its
 * version and date: a buyer's confirmation email names the version.
 */
export const legalDocumentVersions: Record<
  LegalDocumentName,
  { title: string; version: string; effectiveDate: string }
> = {
  notice: { title: 'Aviso legal', version: '1.0', effectiveDate: '2026-11-24' },
  privacy: { title: 'Política de privacidad', version: '1.1', effectiveDate: '2026-11-26' },
  cookie: { title: 'Política de cookies', version: '1.0', effectiveDate: '2026-11-24' },
  terms: { title: 'Términos y condiciones', version: '1.0', effectiveDate: '2026-11-24' },
};

export interface LegalFacts {
  identity: BusinessIdentity;
  /** The shop's address on the web (PUBLIC_URL). */
  publicUrl: string;
  /** Google sign-in is offered (GOOGLE_CLIENT_ID). */
  googleSignIn: boolean;
  /** The refresh cookie's name (`__Secure-rt` on https). */
  sessionCookieName: string;
  /** Other EU consumers pay their own state's IVA (OSS_ENABLED). */
  ossEnabled: boolean;
}

/** What the legal pages need and the identity still lacks (the admin is warned). */
export function missingLegalFacts(identity: BusinessIdentity): string[] {
  const missing: string[] = [];
  if (identity.taxId === '') missing.push('NIF, NIE o CIF');
  if (identity.address === '') missing.push('Dirección postal');
  return missing;
}

const holder = (i: BusinessIdentity) =>
  [
    `- **Titular:** ${e(i.legalName)}${i.tradingName !== i.legalName ? ` (nombre comercial: ${e(i.tradingName)})` : ''}`,
    i.taxId ? `- **NIF/CIF:** ${e(i.taxId)}` : null,
    i.address ? `- **Domicilio:** ${e(i.address)}` : null,
    `- **Email:** [${e(i.contactEmail)}](mailto:${i.contactEmail})`,
    `- **Teléfono:** ${e(i.contactPhone)}`,
    i.registry ? `- **Datos registrales:** ${e(i.registry)}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');

function notice(f: LegalFacts): string {
  const i = f.identity;
  return `En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), estos son los datos de quien presta el servicio en ${e(f.publicUrl)}:

${holder(i)}

## Objeto

Este sitio muestra el trabajo fotográfico de ${e(i.tradingName)}, vende impresiones de sus fotografías y entradas a sus eventos, y permite crear una cuenta de cliente. La actividad no requiere autorización administrativa previa ni pertenece a una profesión colegiada.

## Precios

Todos los precios se muestran en euros. Los precios para consumidores **incluyen el IVA** que corresponda según el destino. Los **gastos de envío no están incluidos** en el precio del producto: se calculan según el destino y el método elegido y se muestran, junto con el total, antes de pagar.

## Contratación en línea

El pedido se hace en español siguiendo estos pasos: eliges el producto, el color y las copias; escribes la dirección de entrega; revisas el presupuesto con impuestos y envío; pulsas «Pagar» y confirmas el pago con tu tarjeta. Antes de pagar puedes corregir cualquier dato con «Modificar datos». Guardamos el pedido y te enviamos su confirmación por email; si tienes cuenta, también lo ves en tu historial de pagos. Las condiciones aplicables están en las [condiciones de venta](/legal/terms), que puedes guardar o imprimir.

## Propiedad intelectual

Todas las fotografías y textos de este sitio son obra de ${e(i.legalName)} o se usan con permiso, y están protegidos por la Ley de Propiedad Intelectual. Comprar una impresión no transmite derechos de reproducción ni de comunicación pública. No está permitido copiar, descargar para su difusión ni usar las imágenes sin autorización escrita.

## Responsabilidad

Procuramos que la información del sitio sea exacta y esté disponible, pero no respondemos de interrupciones por mantenimiento o causas ajenas. Los enlaces a sitios de terceros se ofrecen como referencia; no controlamos su contenido.

## Ley aplicable

Estas condiciones se rigen por la ley española. Si eres consumidor, puedes reclamar ante los tribunales de tu domicilio.`;
}

function privacy(f: LegalFacts): string {
  const i = f.identity;
  const google = f.googleSignIn
    ? `\n| Inicio de sesión con Google | Google Ireland Ltd. (y Google LLC) | Si eliges «Continuar con Google», Google nos envía tu nombre, tu email y tu foto de perfil. |`
    : '';
  return `## Información básica

| | |
|---|---|
| **Responsable** | ${e(i.legalName)}${i.taxId ? `, NIF ${e(i.taxId)}` : ''}. Contacto: [${e(i.contactEmail)}](mailto:${i.contactEmail}) |
| **Finalidades** | Gestionar tu cuenta, tus pedidos de impresiones y entradas, la facturación, los mensajes que nos envías y, si te apuntas a la lista de aviso, avisarte del lanzamiento y de las novedades del estudio. |
| **Legitimación** | Ejecución del contrato (cuenta y pedidos), obligación legal (facturación), consentimiento (mensajes y avisos). |
| **Destinatarios** | Stripe (pagos), Prodigi (impresión y envío), el proveedor de email${f.googleSignIn ? ', Google (si inicias sesión con Google)' : ''}. No vendemos tus datos. |
| **Derechos** | Acceso, rectificación, supresión, oposición, limitación y portabilidad, escribiendo a [${e(i.contactEmail)}](mailto:${i.contactEmail}). |

A continuación tienes la información completa.

## Quién trata tus datos

${holder(i)}

No hemos designado delegado de protección de datos porque no estamos obligados a ello.

## Qué datos tratamos, para qué y con qué base

| Tratamiento | Datos | Base jurídica | Conservación |
|---|---|---|---|
| Cuenta de cliente | Nombre, email, contraseña (cifrada con un hash, nunca en claro), foto de perfil y datos de facturación si los añades | Ejecución del contrato (art. 6.1.b RGPD) | Mientras tengas la cuenta; al borrarla, se suprimen salvo lo que debamos conservar por ley |
| Pedidos de impresiones y entradas | Nombre, email, teléfono, dirección de entrega, productos, importes y estado del envío | Ejecución del contrato (art. 6.1.b) | 6 años (art. 30 del Código de Comercio) |
| Facturación | Datos fiscales y facturas | Obligación legal (art. 6.1.c; Ley General Tributaria) | 4 años desde el fin del plazo de declaración, 6 años según el Código de Comercio |
| Mensajes del formulario de contacto | Nombre, email, asunto y mensaje | Consentimiento (art. 6.1.a) | Hasta responderte y, después, un año como máximo |
| Desistimientos (formulario «Desistir de una compra») | Nombre, email, número de pedido, comentario y fecha de la declaración | Obligación legal (art. 6.1.c; arts. 102 y ss. TRLGDCU) | Con el pedido: 6 años |
| Solicitudes de partner | Nombre, negocio, web y motivo | Medidas precontractuales a tu petición (art. 6.1.b) | Mientras dure la relación, o un año si se rechaza |
| Lista de aviso («Avísame» en Próximamente) | Email, el texto que aceptaste y las fechas en que lo aceptaste, lo confirmaste y, en su caso, te diste de baja | Consentimiento (art. 6.1.a RGPD y art. 21 LSSI), confirmado pulsando el enlace del email que te enviamos | Mientras sigas apuntado. Si no confirmas, la solicitud se borra a los 30 días. Si te das de baja, conservamos solo tu email y esas fechas, sin volver a escribirte, para acreditar tu consentimiento y respetar tu baja, hasta que pidas que los borremos |
| Seguridad del servicio | Dirección IP y registros técnicos | Interés legítimo en proteger el servicio frente a abusos (art. 6.1.f) | 30 días |

En la lista de aviso solo te escribimos para avisarte del lanzamiento y de las novedades del estudio, y solo después de que confirmes tu email. Puedes retirar tu consentimiento en cualquier momento, sin coste y sin dar explicaciones: con el enlace «darte de baja» que incluye cada email o escribiéndonos. Retirarlo no afecta a los envíos anteriores.

Los datos marcados como obligatorios en cada formulario son necesarios para prestar el servicio; sin ellos no podemos atender el pedido o la solicitud. No tomamos decisiones automatizadas ni elaboramos perfiles.

## A quién se comunican

| Destinatario | Quién es | Para qué |
|---|---|---|
| Pagos con tarjeta | Stripe Payments Europe, Ltd. (Irlanda) | Cobrar el pedido. Stripe recibe los datos de la tarjeta directamente; nosotros nunca los vemos ni los guardamos. |
| Impresión y envío | Prodigi Group Ltd. (Reino Unido) y sus transportistas | Imprimir y entregar tu pedido: reciben tu nombre, dirección, email y teléfono de entrega. |
| Email | Nuestro proveedor de correo | Enviarte la confirmación del pedido, el seguimiento del envío, los avisos de tu cuenta y, si te apuntas, los de la lista de aviso. |${google}

Algunos de estos proveedores tratan datos fuera del Espacio Económico Europeo: el Reino Unido cuenta con una decisión de adecuación de la Comisión Europea, y las transferencias a Estados Unidos se amparan en el Marco de Privacidad de Datos UE-EE. UU. o en cláusulas contractuales tipo. También comunicamos datos a la Agencia Tributaria cuando la ley lo exige.

## Tus derechos

Puedes pedir acceso a tus datos, su rectificación o supresión, la limitación u oposición a su tratamiento y su portabilidad, y retirar en cualquier momento el consentimiento que hayas dado, escribiendo a [${e(i.contactEmail)}](mailto:${i.contactEmail})${i.address ? ` o por correo postal a ${e(i.address)}` : ''}. Te responderemos en el plazo de un mes. Desde tu perfil puedes corregir tus datos en cualquier momento.

Si crees que no hemos tratado bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos ([www.aepd.es](https://www.aepd.es)).`;
}

function cookie(f: LegalFacts): string {
  const google = f.googleSignIn
    ? `\n| \`g_state\` y otras de Google | Google (terceros) | Solo en las páginas de inicio de sesión y registro, si usas «Continuar con Google»: las pone el botón de Google para ese inicio de sesión. | Las decide Google |`
    : '';
  return `Una cookie es un pequeño fichero que un sitio web guarda en tu navegador. Este sitio usa **solo cookies técnicas, estrictamente necesarias** para el servicio que pides. Por eso no te mostramos un aviso para aceptarlas: la ley (art. 22.2 LSSI) no exige consentimiento para ellas, pero sí informarte.

No usamos cookies de analítica, publicidad ni redes sociales, y las páginas públicas no cargan scripts de terceros. Si algún día las usáramos, te pediríamos antes tu consentimiento, con «Aceptar» y «Rechazar» igual de visibles.

## Qué guardamos en tu navegador

| Nombre | De quién | Para qué | Duración |
|---|---|---|---|
| \`${f.sessionCookieName}\` | Este sitio | Mantener tu sesión iniciada de forma segura (solo se envía al servidor para renovar la sesión; no es legible por JavaScript). | 12 horas, o 30 días si marcas «Recordarme»; se borra al cerrar sesión |
| \`authToken\` (almacenamiento local, no es una cookie) | Este sitio | El permiso de acceso de tu sesión, de corta duración. | Hasta que cierras sesión |${google}

Al pagar, el formulario de pago de Stripe se carga solo en el paso de pago y puede usar sus propias cookies técnicas para prevenir el fraude ([política de cookies de Stripe](https://stripe.com/es/legal/cookies-policy)).

## Cómo borrarlas

Puedes borrar o bloquear las cookies desde la configuración de tu navegador. Si bloqueas la cookie de sesión no podrás iniciar sesión, pero podrás ver la galería y comprar sin cuenta.`;
}

function terms(f: LegalFacts): string {
  const i = f.identity;
  const eu = f.ossEnabled
    ? 'a los consumidores de otros países de la UE se les aplica el IVA de su país'
    : 'a los consumidores de otros países de la UE se les aplica el IVA español';
  return `Estas condiciones regulan las compras en ${e(f.publicUrl)}, la tienda en línea de ${e(i.tradingName)}. Léelas antes de comprar: al pulsar el botón de pago aceptas estas condiciones.

${holder(i)}

## Productos

Vendemos **impresiones** de las fotografías de la galería, producidas bajo pedido por nuestro laboratorio (Prodigi) en el papel, formato y color que eliges entre las opciones de cada foto, y **entradas** para los eventos del estudio. Las imágenes de la web son orientativas: el color de la pantalla puede diferir ligeramente del papel.

## Precios e impuestos

Los precios están en euros e **incluyen el IVA**: el 21 % en la península y Baleares; sin IVA español para envíos a Canarias, Ceuta, Melilla y fuera de la UE (allí pueden aplicarse impuestos de importación a cargo del destinatario); ${eu}. Los **gastos de envío** dependen del destino y del método elegido y se suman antes de pagar. Antes del pago ves el total con impuestos y envío.

## Pedido y pago

Pagas con tarjeta a través de Stripe, con autenticación reforzada (3-D Secure) cuando tu banco la pide. El contrato se perfecciona cuando el pago se confirma; entonces te enviamos la confirmación por email con el número de pedido. Si el pago falla, no se crea ningún cargo ni pedido.

## Entrega

Enviamos a los países que cada producto admite. El plazo habitual es de 3 a 10 días laborables según el destino y el método de envío, más 1 o 2 días de producción. Cuando el paquete sale te enviamos el número de seguimiento. Si el pedido llega dañado o no llega, escríbenos a [${e(i.contactEmail)}](mailto:${i.contactEmail}) y lo repondremos o te devolveremos el importe.

## Derecho de desistimiento (impresiones)

Como consumidor, tienes **14 días naturales desde la entrega** para desistir de la compra de una impresión sin dar explicaciones. Para ejercerlo, usa el formulario [Desistir de una compra](/desistimiento) o envíanos una declaración clara (por ejemplo, el modelo de abajo) a [${e(i.contactEmail)}](mailto:${i.contactEmail})${i.address ? ` o a ${e(i.address)}` : ''}. Te devolveremos todos los pagos recibidos, incluido el envío estándar, en un plazo máximo de 14 días desde que nos comuniques tu decisión, por el mismo medio de pago. Podemos retener el reembolso hasta recibir la impresión o la prueba de su envío. Devuélvela en su embalaje, sin daños, en 14 días; el coste de la devolución corre a tu cargo.

Las impresiones de nuestro catálogo, en los tamaños y acabados que ofrecemos, **no son bienes personalizados** y tienen derecho de desistimiento aunque se impriman bajo pedido. La excepción del artículo 103.c del TRLGDCU solo se aplicaría a un encargo hecho a tu medida (un tamaño, un recorte o un texto que pidas expresamente), y te lo diríamos antes de contratarlo.

**Modelo de formulario de desistimiento:** «A la atención de ${e(i.legalName)}${i.address ? `, ${e(i.address)}` : ''}, ${e(i.contactEmail)}: por la presente le comunico que desisto de mi contrato de venta del siguiente bien: [pedido n.º], recibido el [fecha]. Nombre: […]. Dirección: […]. Fecha y firma (solo si se envía en papel).»

## Entradas para eventos

Las entradas son servicios de ocio para una fecha concreta, por lo que **no tienen derecho de desistimiento** (art. 103.l TRLGDCU). Si cancelamos o cambiamos la fecha de un evento, te devolvemos el importe íntegro.

## Garantía

Las impresiones tienen la **garantía legal de 3 años** desde la entrega (art. 114 y siguientes del TRLGDCU): si una impresión tiene un defecto, la reponemos o te devolvemos su importe, sin coste para ti.

## Reclamaciones

Atendemos cualquier queja en [${e(i.contactEmail)}](mailto:${i.contactEmail}) y respondemos en un máximo de 30 días. También puedes acudir a la junta arbitral de consumo o a los servicios de consumo de tu comunidad autónoma. Estas condiciones se rigen por la ley española, y si eres consumidor puedes reclamar ante los tribunales de tu domicilio.`;
}

const writers: Record<LegalDocumentName, (facts: LegalFacts) => string> = {
  notice,
  privacy,
  cookie,
  terms,
};

/** The document's Markdown (escaped identity, fixed wording). */
export function legalDocumentMarkdown(document: LegalDocumentName, facts: LegalFacts): string {
  return writers[document](facts);
}
