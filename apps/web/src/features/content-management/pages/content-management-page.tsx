import { PlaceholderPage } from '../../../components/placeholder-page';

export function ContentManagementPage() {
  return (
    <PlaceholderPage
      title="Content Management"
      description="Subida de fotos, catálogo de impresión, variantes y biblioteca."
    />
  );
}
