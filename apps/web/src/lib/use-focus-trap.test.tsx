import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusTrap } from './use-focus-trap';

function Page({ active }: { active: boolean }) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, active);
  return (
    <>
      <button type="button">Fuera</button>
      <div ref={dialog} role="dialog" aria-label="Recorte">
        <button type="button">Primero</button>
        <input aria-label="Ancho" />
        <button type="button" disabled>
          Desactivado
        </button>
        <button type="button">Último</button>
      </div>
    </>
  );
}

describe('useFocusTrap', () => {
  it('keeps Tab and Shift+Tab inside the element while active', async () => {
    const user = userEvent.setup();
    render(<Page active />);
    screen.getByRole('button', { name: 'Último' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Primero' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Último' })).toHaveFocus();
    // From outside, Tab comes back in.
    screen.getByRole('button', { name: 'Fuera' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Primero' })).toHaveFocus();
  });

  it('lets focus leave when inactive', async () => {
    const user = userEvent.setup();
    render(<Page active={false} />);
    screen.getByRole('button', { name: 'Último' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Último' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Primero' })).not.toHaveFocus();
  });
});
