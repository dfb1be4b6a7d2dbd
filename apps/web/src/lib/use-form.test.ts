import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requiredMessage, tooLongMessage, useForm } from './use-form';

const setup = (keepErrorsWhileEditing = false) => {
  const onSubmit = vi.fn();
  const { result } = renderHook(() =>
    useForm({
      initial: { name: '', note: 'ok' },
      limits: { note: 5 },
      validate: ({ name }) => ({ name: name ? null : 'Falta el nombre' }),
      onSubmit,
      keepErrorsWhileEditing,
    }),
  );
  return { result, onSubmit };
};

describe('useForm', () => {
  it('validates before submitting, and sends only valid values', () => {
    const { result, onSubmit } = setup();
    act(() => result.current.handleSubmit());
    expect(result.current.errors.name).toBe('Falta el nombre');
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => result.current.set('name', 'Ana'));
    act(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', note: 'ok' });
    expect(result.current.errors).toEqual({});
  });

  it("refuses empty required text fields with the form's own message", () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() =>
      useForm({ initial: { name: ' ', note: '' }, required: ['name'], onSubmit }),
    );
    act(() => result.current.handleSubmit());
    expect(result.current.errors).toEqual({ name: requiredMessage });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field message as the field is edited, unless asked to keep it', () => {
    const edited = setup();
    act(() => edited.result.current.handleSubmit());
    act(() => edited.result.current.set('name', 'A'));
    expect(edited.result.current.errors.name).toBeNull();

    const kept = setup(true);
    act(() => kept.result.current.handleSubmit());
    act(() => kept.result.current.set('name', 'A'));
    expect(kept.result.current.errors.name).toBe('Falta el nombre');
  });

  it('binds text fields with their limit, and refuses longer text on submit', () => {
    const { result, onSubmit } = setup();
    expect(result.current.field('note')).toMatchObject({ value: 'ok', maxLength: 5, error: null });
    act(() => result.current.field('note').onChange('demasiado'));
    act(() => result.current.set('name', 'Ana'));
    act(() => result.current.handleSubmit());
    expect(result.current.field('note').error).toBe(tooLongMessage(5));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('resets to the initial values without messages', () => {
    const { result } = setup();
    act(() => result.current.set('note', 'otra'));
    act(() => result.current.handleSubmit());
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ name: '', note: 'ok' });
    expect(result.current.errors).toEqual({});
  });
});
