import { describe, expect, it } from 'vitest';
import { defaultErrorMessages, providerOrderMessages as msg } from '@shop/contracts';
import { ApiError } from '@/lib/api-error';
import { actionErrorMessage, actionErrorText, UnsupportedActionError } from './action-error-text';

describe("an order action's error text", () => {
  it('prefers error, then details, then message, then the fallback', () => {
    const all = {
      error: 'Texto del error',
      details: 'Texto de los detalles',
      message: 'Texto del mensaje',
    };
    expect(actionErrorText(all)).toBe('Texto del error');
    expect(actionErrorText({ ...all, error: undefined })).toBe('Texto de los detalles');
    expect(actionErrorText({ message: all.message })).toBe('Texto del mensaje');
    expect(actionErrorText({})).toBe('No se pudo completar la acción');
    expect(msg.actionFailed).toBe('No se pudo completar la acción');
  });

  it("passes over our API's error codes, empty texts and bare statuses", () => {
    expect(
      actionErrorText({ error: 'conflict', message: 'Prodigi no ha aplicado la acción.' }),
    ).toBe('Prodigi no ha aplicado la acción.');
    expect(actionErrorText({ error: '  ', details: '', message: 'HTTP 502' })).toBe(
      msg.actionFailed,
    );
  });

  it("reads a refused field's message from details before the generic message", () => {
    expect(
      actionErrorText({
        error: 'invalid_data',
        message: defaultErrorMessages.invalid_data,
        details: [{ path: 'address.countryCode', message: msg.badCountry }],
      }),
    ).toBe(msg.badCountry);
    // A framework's English reason is for programs: the message is shown.
    expect(
      actionErrorText({ error: 'invalid_data', message: 'Los datos…', details: { reason: 'x' } }),
    ).toBe('Los datos…');
  });

  it('turns what a call threw into that text', () => {
    const refused = new ApiError(409, 'conflict', msg.refused('FailedToCancel'));
    expect(actionErrorMessage(refused)).toBe('Prodigi no ha aplicado la acción: FailedToCancel.');
    expect(actionErrorMessage(new ApiError(502, 'provider_failed', 'HTTP 502'))).toBe(
      msg.actionFailed,
    );
    expect(actionErrorMessage(new TypeError('Failed to fetch'))).toBe(msg.actionFailed);
    expect(actionErrorMessage(new UnsupportedActionError())).toBe('Acción no soportada');
  });
});
