import type { ReactNode } from 'react';
import { ContentPage } from '@/components/content-page';
import { RichText } from '@/components/rich-text';
import { useSiteContent } from '@/lib/site-content';

/**
 * /coming-soon: what the studio is preparing, as the photographer wrote it, then `signup`
 * (the launch list's 'Avísame' form, handed in by the router: features never import each
 * other).
 */
export function ComingSoonPage({ signup }: { signup?: ReactNode }) {
  const { data: content } = useSiteContent();
  return (
    <ContentPage title={content?.comingSoon.title ?? 'Próximamente'}>
      {content && <RichText html={content.comingSoon.html} />}
      {signup}
    </ContentPage>
  );
}
