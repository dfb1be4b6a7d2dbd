import { PlaceholderPage } from '@/components/placeholder-page';

const titles = {
  privacy: 'Política de privacidad',
  terms: 'Términos y condiciones',
  cookie: 'Política de cookies',
  notice: 'Aviso legal',
} as const;

export type LegalDocument = keyof typeof titles;

export function LegalPage({ document }: { document: LegalDocument }) {
  return <PlaceholderPage title={titles[document]} />;
}
