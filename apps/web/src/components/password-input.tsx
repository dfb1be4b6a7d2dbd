import { useState, type InputHTMLAttributes } from 'react';
import formStyles from './form.module.css';

/** A password field with a show/hide button. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={formStyles.withToggle}>
      <input {...props} type={visible ? 'text' : 'password'} className={formStyles.input} />
      <button
        type="button"
        className={formStyles.toggle}
        aria-pressed={visible}
        aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Ocultar' : 'Mostrar'}
      </button>
    </div>
  );
}
