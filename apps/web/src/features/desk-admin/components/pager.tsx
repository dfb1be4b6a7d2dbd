import formStyles from '@/components/form.module.css';
import styles from './desk-admin.module.css';

/** 'Anteriores' / 'Siguientes' under a list, with where the admin is. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className={formStyles.pager} aria-label="Páginas">
      <button
        type="button"
        className={formStyles.secondaryButton}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Más recientes
      </button>
      <span className={styles.muted}>
        Página {page} de {pages}
      </span>
      <button
        type="button"
        className={formStyles.secondaryButton}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Más antiguos
      </button>
    </nav>
  );
}
