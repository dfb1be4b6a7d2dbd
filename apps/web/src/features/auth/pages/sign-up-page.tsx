import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import styles from '@/features/auth/components/auth-form.module.css';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

export function SignUpPage() {
  usePageTitle('Crear cuenta');
  const [searchParams] = useSearchParams();
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>Crear cuenta</h1>
      <SignUpForm redirectTo={searchParams.get('redirect')} />
    </section>
  );
}
