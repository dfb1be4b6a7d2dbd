import { ContentPage } from '@/components/content-page';
import { RichText } from '@/components/rich-text';
import { useSiteContent } from '@/lib/site-content';

/** /coming-soon: what the studio is preparing, as the photographer wrote it. */
export function ComingSoonPage() {
  const { data: content } = useSiteContent();
  return (
    <ContentPage title={content?.comingSoon.title ?? 'Próximamente'}>
      {content && <RichText html={content.comingSoon.html} />}
    </ContentPage>
  );
}
