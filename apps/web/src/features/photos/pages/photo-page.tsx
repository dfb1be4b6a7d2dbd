import { PlaceholderPage } from '../../../components/placeholder-page';

export function PhotoPage() {
  return (
    <PlaceholderPage
      title="Fotografía"
      description="La ficha de la fotografía y la compra de impresiones llegarán pronto."
    />
  );
}
