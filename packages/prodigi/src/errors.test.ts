import { describe, expect, it } from 'vitest';
import { ProdigiError, parseErrorBody } from './errors';
import { canonicalOutcome, isOneOf, isSoftFailure, sameOutcome } from './outcomes';

describe('outcomes', () => {
  it('compare ignoring case, as the docs and the live API disagree on it', () => {
    expect(sameOutcome('ValidationFailed', 'validationFailed')).toBe(true);
    expect(sameOutcome('CREATED', 'Created')).toBe(true);
    expect(sameOutcome('Created', 'CreatedWithIssues')).toBe(false);
    expect(sameOutcome(undefined, 'Ok')).toBe(false);
    expect(isOneOf('alreadyExists', ['Created', 'AlreadyExists'])).toBe(true);
    expect(isOneOf('Cancelled', ['Created'])).toBe(false);
  });

  it('name the soft failures that arrive as HTTP 200', () => {
    for (const outcome of [
      'FailedToCancel',
      'actionNotAvailable',
      'FAILEDTOUPDATE',
      'PartiallyUpdated',
    ]) {
      expect(isSoftFailure(outcome)).toBe(true);
    }
    for (const outcome of ['Ok', 'Created', 'Cancelled', 'Updated', 'AlreadyExists']) {
      expect(isSoftFailure(outcome)).toBe(false);
    }
  });

  it('put known outcomes in canonical casing and keep unknown ones', () => {
    expect(canonicalOutcome('failedToCancel')).toBe('FailedToCancel');
    expect(canonicalOutcome('SomethingNew')).toBe('SomethingNew');
  });
});

describe('parseErrorBody', () => {
  it('reads shape (a): ValidationFailed with failures keyed by JSON path', () => {
    const error = parseErrorBody(400, {
      outcome: 'ValidationFailed',
      failures: {
        'recipient.address.postalOrZipCode': [{ code: 'Required', providedValue: null }],
        items: [{ code: 'MustNotBeEmptyArray', providedValue: [] }],
        'items[0].attributes': [
          {
            code: 'MissingRequiredAttributes',
            providedValue: {},
            missingItems: { attributes: [{ name: 'wrap', validValues: ['Black', 'White'] }] },
          },
        ],
      },
      traceParent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00',
    });
    expect(error).toBeInstanceOf(ProdigiError);
    expect(error.outcome).toBe('ValidationFailed');
    expect(error.httpStatus).toBe(400);
    expect(error.retryable).toBe(false);
    expect(error.traceParent).toBe('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00');
    expect(error.codesAt('recipient.address.postalOrZipCode')).toEqual(['Required']);
    expect(error.codesAt('items')).toEqual(['MustNotBeEmptyArray']);
    expect(error.failures['items[0].attributes']?.[0]?.missingItems?.attributes[0]).toEqual({
      name: 'wrap',
      validValues: ['Black', 'White'],
    });
    expect(error.message).toContain('recipient.address.postalOrZipCode');
  });

  it('reads lowerCamel outcomes into canonical casing', () => {
    const error = parseErrorBody(400, { outcome: 'validationFailed', failures: {} });
    expect(error.outcome).toBe('ValidationFailed');
    expect(error.is('VALIDATIONFAILED')).toBe(true);
  });

  it('reads shape (b): outcome only', () => {
    const notFound = parseErrorBody(404, { outcome: 'EntityNotFound', traceParent: '00-a-b-00' });
    expect(notFound.outcome).toBe('EntityNotFound');
    expect(notFound.failures).toEqual({});
    expect(notFound.traceParent).toBe('00-a-b-00');
    const unauthenticated = parseErrorBody(401, { outcome: 'NotAuthenticated' });
    expect(unauthenticated.outcome).toBe('NotAuthenticated');
    expect(unauthenticated.retryable).toBe(false);
  });

  it('reads shape (c): the documented base error object', () => {
    const error = parseErrorBody(503, {
      statusText: 'Service Unavailable',
      statusCode: 503,
      data: {},
      traceParent: '00-c-d-00',
    });
    expect(error.outcome).toBe('ServiceUnavailable');
    expect(error.statusText).toBe('Service Unavailable');
    expect(error.httpStatus).toBe(503);
    expect(error.retryable).toBe(true);
    expect(error.traceParent).toBe('00-c-d-00');
  });

  it('reads failures nested in shape (c) data', () => {
    const error = parseErrorBody(400, {
      statusText: 'Bad Request',
      statusCode: 400,
      data: {
        outcome: 'ValidationFailed',
        failures: { items: [{ code: 'Required', providedValue: null }] },
      },
    });
    expect(error.outcome).toBe('ValidationFailed');
    expect(error.codesAt('items')).toEqual(['Required']);
  });

  it('turns a body that is not Prodigi JSON into HttpError, retryable on 5xx and 429', () => {
    expect(parseErrorBody(502, undefined).outcome).toBe('HttpError');
    expect(parseErrorBody(502, undefined).retryable).toBe(true);
    expect(parseErrorBody(429, 'slow down').retryable).toBe(true);
    expect(parseErrorBody(400, ['x']).retryable).toBe(false);
  });
});

describe('ProdigiError in logs', () => {
  it('keeps what people sent out of its enumerable properties and JSON', () => {
    const error = parseErrorBody(400, {
      outcome: 'ValidationFailed',
      failures: {
        'recipient.address.postalOrZipCode': [
          { code: 'MustBeAValidUSZipCodeFormat', providedValue: 'SW1A 1AA' },
        ],
      },
      recipient: { name: 'Lucía Fernández' },
    });
    // What a logger copies: the enumerable own properties.
    const logged = Object.fromEntries(Object.entries(error));
    expect(JSON.stringify(logged)).not.toContain('SW1A');
    expect(JSON.stringify(logged)).not.toContain('Lucía');
    const json = JSON.stringify(error);
    expect(json).not.toContain('SW1A');
    expect(json).not.toContain('Lucía');
    expect(JSON.parse(json)).toMatchObject({
      outcome: 'ValidationFailed',
      httpStatus: 400,
      failureCodes: { 'recipient.address.postalOrZipCode': ['MustBeAValidUSZipCodeFormat'] },
    });
    // Still there for the code that handles it.
    expect(error.failures['recipient.address.postalOrZipCode']?.[0]?.providedValue).toBe(
      'SW1A 1AA',
    );
  });
});
