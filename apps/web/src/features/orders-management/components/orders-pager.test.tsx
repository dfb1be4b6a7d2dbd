import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrdersPager } from './orders-pager';

const pager = (props: { skip: number; top: number; hasMore: boolean; shown?: number }) => {
  const onSkip = vi.fn();
  render(<OrdersPager shown={props.top} {...props} onSkip={onSkip} />);
  return {
    onSkip,
    previous: screen.getByRole('button', { name: 'Anterior' }),
    next: screen.getByRole('button', { name: 'Siguiente' }),
  };
};

describe("the orders list's paging", () => {
  it("disables 'Anterior' at the first order and 'Siguiente' when Prodigi has no more", () => {
    const { previous, next } = pager({ skip: 0, top: 10, hasMore: false });
    expect(previous).toBeDisabled();
    expect(next).toBeDisabled();
  });

  it("moves forward by top with 'Siguiente' while there are more", async () => {
    const { previous, next, onSkip } = pager({ skip: 0, top: 10, hasMore: true });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(onSkip).toHaveBeenCalledWith(10);
  });

  it("moves back by top with 'Anterior'", async () => {
    const { previous, next, onSkip } = pager({ skip: 30, top: 10, hasMore: false });
    expect(screen.getByText('Órdenes 31–40')).toBeVisible();
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(onSkip).toHaveBeenCalledWith(20);
  });

  it("never moves 'Anterior' below 0", async () => {
    const { previous, onSkip } = pager({ skip: 5, top: 10, hasMore: true });
    await userEvent.click(previous);
    expect(onSkip).toHaveBeenCalledWith(0);
  });
});
