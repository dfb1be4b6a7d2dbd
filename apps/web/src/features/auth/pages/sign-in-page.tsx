import { useLocation, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/form-message';
import { usePageTitle } from '@/lib/use-page-title';
import styles from '@/features/auth/components/auth-form.module.css';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import type { SignInLocationState } from '@/features/auth/utils/sign-in-notice';

export function SignInPage() {
  usePageTitle('Iniciar Sesión');
  const [searchParams] = useSearchParams();
  const notice = (useLocation().state as SignInLocationState | null)?.notice;
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>Iniciar Sesión</h1>
      <FormMessage kind="success">{notice}</FormMessage>
      <SignInForm redirectTo={searchParams.get('redirect')} />
    </section>
  );
}
