import type { LegalDocumentName } from '@shop/contracts';
import { ContentPage } from '@/components/content-page';
import { FormMessage } from '@/components/form-message';
import { RichText } from '@/components/rich-text';
import { Spinner } from '@/components/spinner';
import { useLegalDocument } from '@/features/content/api/get-legal-document';
import { messageFrom } from '@/lib/error-message';

export const legalTitles: Record<LegalDocumentName, string> = {
  notice: 'Aviso legal',
  privacy: 'Política de privacidad',
  cookie: 'Política de cookies',
  terms: 'Términos y condiciones',
};

const longDate = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2026-11-24' → '24 de noviembre de 2026'. */
const dayOf = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

/**
 * /legal/notice, /legal/privacy, /legal/cookie, /legal/terms: written by the server from
 * the business identity (GET /site/legal/{document}), with the text's version and dates.
 */
export function LegalPage({ document }: { document: LegalDocumentName }) {
  const { data, error, isPending } = useLegalDocument(document);
  const title = data?.title ?? legalTitles[document];
  const lead = data
    ? `Versión ${data.version}, en vigor desde el ${dayOf(data.effectiveDate)}` +
      (data.updatedDate !== data.effectiveDate
        ? `. Datos del titular actualizados el ${dayOf(data.updatedDate)}.`
        : '.')
    : undefined;
  return (
    <ContentPage title={title} lead={lead}>
      {isPending && <Spinner />}
      {error && (
        <FormMessage kind="error">
          {messageFrom(error, 'No pudimos cargar este texto. Inténtalo de nuevo en unos minutos.')}
        </FormMessage>
      )}
      {data && <RichText html={data.html} />}
    </ContentPage>
  );
}
