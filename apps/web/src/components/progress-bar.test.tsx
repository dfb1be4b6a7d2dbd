import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a named progress bar with its value, clamped to its range, and writes the percentage', () => {
    const { rerender } = render(
      <ProgressBar value={42} label="Progreso de la subida" showValue valueTestId="pct" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Progreso de la subida' });
    expect(bar.getAttribute('value')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42 %');
    expect(screen.getByTestId('pct').textContent).toBe('42 %');

    rerender(<ProgressBar value={140} label="Progreso de la subida" showValue valueTestId="pct" />);
    expect(bar.getAttribute('value')).toBe('100');
    expect(screen.getByTestId('pct').textContent).toBe('100 %');
  });

  it('is indeterminate while the amount is unknown, and writes no percentage', () => {
    render(<ProgressBar value={null} label="Procesando" showValue valueTestId="pct" />);
    const bar = screen.getByRole('progressbar', { name: 'Procesando' });
    expect(bar.hasAttribute('value')).toBe(false);
    expect(bar.getAttribute('aria-valuetext')).toBe('En curso');
    expect(screen.queryByTestId('pct')).not.toBeInTheDocument();
  });
});
