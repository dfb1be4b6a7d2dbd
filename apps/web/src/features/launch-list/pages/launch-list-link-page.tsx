import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { launchListMessages as msg, paths } from '@shop/contracts';
import { ContentPage } from '@/components/content-page';
import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { openLaunchListLink } from '@/features/launch-list/api/open-launch-list-link';

const pages = {
  confirm: {
    title: 'Confirmar email',
    working: 'Confirmando tu email...',
    invalid: msg.linkInvalid,
  },
  unsubscribe: {
    title: 'Darte de baja',
    working: 'Dándote de baja...',
    invalid: msg.unsubscribeLinkInvalid,
  },
} as const;

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * /coming-soon/confirmar and /coming-soon/baja: the launch list emails' links. The token in
 * `?token=` is sent once on load (never rendered on the server, kept out of search engines),
 * and the server's Spanish answer is shown.
 */
export function LaunchListLinkPage({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const page = pages[kind];
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(null);

  // One request per link, even when StrictMode runs the effect twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) return;
    openLaunchListLink(kind, token).then(
      (result) => setOutcome({ kind: 'success', text: result.message }),
      (error: unknown) => setOutcome({ kind: 'error', text: messageFrom(error, page.invalid) }),
    );
  }, [kind, token, page.invalid]);

  // A link without its token: nothing to send.
  const shown: Outcome = token ? outcome : { kind: 'error', text: page.invalid };

  return (
    <ContentPage title={page.title}>
      {shown ? (
        <FormMessage kind={shown.kind}>{shown.text}</FormMessage>
      ) : (
        <Spinner label={page.working} />
      )}
      <p>
        <Link to={paths.comingSoon.build()}>Volver a Próximamente</Link> ·{' '}
        <Link to={paths.home.build()}>Ir al inicio</Link>
      </p>
    </ContentPage>
  );
}
