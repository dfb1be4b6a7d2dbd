import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldCountdown, holdDeadline } from './hold-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('the hold countdown', () => {
  it('ticks each second, and tells screen readers the minutes only when they change', () => {
    const onExpired = vi.fn();
    render(<HoldCountdown deadline={Date.now() + 61_000} onExpired={onExpired} />);
    const timer = screen.getByRole('timer');
    const spoken = screen.getByText(/de reserva\.$/);
    expect(timer).toHaveTextContent('Tus plazas están reservadas durante 1:01');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(spoken).toHaveAttribute('aria-live', 'polite');
    expect(spoken).toHaveTextContent('Quedan 2 minutos de reserva.');

    tick(1000);
    expect(timer).toHaveTextContent('durante 1:00');
    expect(spoken).toHaveTextContent('Queda menos de un minuto de reserva.');
    tick(1000);
    expect(timer).toHaveTextContent('durante 0:59');
    expect(spoken).toHaveTextContent('Queda menos de un minuto de reserva.');
    expect(onExpired).not.toHaveBeenCalled();

    for (let second = 0; second < 59; second++) tick(1000);
    expect(timer).toHaveTextContent('durante 0:00');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('counts the seconds the server said were left, whatever this browser’s clock says', () => {
    const now = Date.now();
    expect(holdDeadline(600, now)).toBe(now + 600_000);
    expect(holdDeadline(-5, now)).toBe(now);
    expect(holdDeadline(null, now)).toBe(now);
  });
});
