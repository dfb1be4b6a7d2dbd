import { describe, expect, it } from 'vitest';
import {
  altaHuella,
  anulacionHuella,
  recordAmount,
  recordDate,
  recordTimestamp,
  validationUrl,
} from './verifactu';

// The AEAT's published examples of the hash input (alta, chained alta, anulación).
const first = {
  issuerNif: '89890001K',
  numSerie: '12345678/G33',
  issueDate: '01-01-2024',
  invoiceType: 'F1',
  vatTotal: '12.35',
  amountTotal: '123.45',
  previousHuella: '',
  generatedAt: '2024-01-01T19:20:30+01:00',
};
const FIRST = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const SECOND = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';

describe('VERI*FACTU huella', () => {
  it("reproduces the AEAT's test vectors: an alta, the next chained to it, and its anulación", () => {
    expect(altaHuella(first)).toBe(FIRST);
    expect(
      altaHuella({
        ...first,
        numSerie: '12345679/G34',
        previousHuella: FIRST,
        generatedAt: '2024-01-01T19:20:35+01:00',
      }),
    ).toBe(SECOND);
    expect(
      anulacionHuella({
        issuerNif: '89890001K',
        numSerie: '12345679/G34',
        issueDate: '01-01-2024',
        previousHuella: SECOND,
        generatedAt: '2024-01-01T19:20:40+01:00',
      }),
    ).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
  });

  it('changes with any field, so an edited record breaks the chain', () => {
    expect(altaHuella({ ...first, amountTotal: '123.46' })).not.toBe(FIRST);
    expect(altaHuella({ ...first, previousHuella: SECOND })).not.toBe(FIRST);
  });
});

describe('record formats', () => {
  it('writes amounts with a dot and two decimals, negatives with a sign', () => {
    expect([0, 5, 1235, 12345, -1235, -5].map(recordAmount)).toEqual([
      '0.00',
      '0.05',
      '12.35',
      '123.45',
      '-12.35',
      '-0.05',
    ]);
    expect(() => recordAmount(1.5)).toThrow();
  });

  it("writes dates and times on Spain's clock, winter and summer", () => {
    const winter = new Date('2024-01-01T18:20:30Z');
    expect(recordDate(winter)).toBe('01-01-2024');
    expect(recordTimestamp(winter)).toBe('2024-01-01T19:20:30+01:00');
    const summer = new Date('2026-07-31T22:30:00Z');
    expect(recordDate(summer)).toBe('01-08-2026');
    expect(recordTimestamp(summer)).toBe('2026-08-01T00:30:00+02:00');
    expect(recordTimestamp(summer, 'Atlantic/Canary')).toBe('2026-07-31T23:30:00+01:00');
  });

  it("links to the AEAT's check with the invoice's values, form-encoded", () => {
    expect(
      validationUrl({
        host: 'https://prewww2.aeat.es',
        issuerNif: '89890001K',
        numSerie: '12345678/G33',
        issueDate: '01-01-2024',
        amountTotal: '241.4',
      }),
    ).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%2FG33&fecha=01-01-2024&importe=241.4',
    );
  });
});
