import { PlaceholderPage } from '@/components/placeholder-page';

export function PartnerPage() {
  return <PlaceholderPage title="Hazte Partner" />;
}
