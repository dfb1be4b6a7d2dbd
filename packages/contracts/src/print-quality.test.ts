import { describe, expect, it } from 'vitest';
import { printQuality, verdictForPpi } from './print-quality';

const fap16x24 = {
  productDimensions: { width: 16, height: 24, units: 'in' as const },
  printAreaPixels: { width: 4800, height: 7200 },
};

describe('printQuality', () => {
  it('gives the verdict at each threshold', () => {
    expect(verdictForPpi(300)).toBe('excellent');
    expect(verdictForPpi(299.9)).toBe('good');
    expect(verdictForPpi(200)).toBe('good');
    expect(verdictForPpi(199.9)).toBe('fair');
    expect(verdictForPpi(150)).toBe('fair');
    expect(verdictForPpi(149.9)).toBe('poor');
    expect(verdictForPpi(null)).toBe('unknown');
  });

  it('measures the pixels the crop covers against the physical size', () => {
    // 4000 × 6000 px over 16 × 24 in: 250 PPI on both sides.
    const q = printQuality({ cropWidthPx: 4000, cropHeightPx: 6000, ...fap16x24 });
    expect(q.effectivePpi).toBe(250);
    expect(q.verdict).toBe('good');
    expect(q.ppiBasis).toBe('dimensions');
    expect(q.printAreaCoverage).toBeCloseTo(0.833, 3);
    expect(q.aspectCutPercent).toBe(0);
    expect(q.rotatedToMatch).toBe(false);
  });

  it('turns the print to match a landscape crop', () => {
    const q = printQuality({ cropWidthPx: 7200, cropHeightPx: 4800, ...fap16x24 });
    expect(q.rotatedToMatch).toBe(true);
    expect(q.effectivePpi).toBe(300);
    expect(q.verdict).toBe('excellent');
    expect(q.aspectCutPercent).toBe(0);
  });

  it('takes the limiting side, and says how much fillPrintArea cuts', () => {
    // A square crop on a 2:3 print: the short side limits, a third of the height is cut.
    const q = printQuality({ cropWidthPx: 3000, cropHeightPx: 3000, ...fap16x24 });
    expect(q.effectivePpi).toBe(125);
    expect(q.verdict).toBe('poor');
    expect(q.aspectCutPercent).toBe(33.3);
  });

  it('converts centimetres to inches', () => {
    const q = printQuality({
      cropWidthPx: 2362,
      cropHeightPx: 2362,
      productDimensions: { width: 20, height: 20, units: 'cm' },
    });
    expect(q.effectivePpi).toBe(300);
    expect(q.ppiBasis).toBe('dimensions');
    expect(q.printAreaCoverage).toBeNull();
  });

  it('estimates from the recommended pixels (about 300 dpi) when the size is unknown', () => {
    const q = printQuality({
      cropWidthPx: 1000,
      cropHeightPx: 1000,
      printAreaPixels: { width: 1522, height: 1522 },
    });
    expect(q.ppiBasis).toBe('printArea');
    expect(q.effectivePpi).toBe(197.1);
    expect(q.verdict).toBe('fair');
  });

  it('is unknown without product data, and flags an upscaled or small output', () => {
    const bare = printQuality({ cropWidthPx: 1000, cropHeightPx: 800 });
    expect(bare).toMatchObject({ verdict: 'unknown', effectivePpi: null, aspectCutPercent: null });
    const up = printQuality({
      cropWidthPx: 1000,
      cropHeightPx: 1500,
      outputWidth: 4800,
      outputHeight: 7200,
      ...fap16x24,
    });
    expect(up.upscaled).toBe(true);
    expect(up.outputBelowPrintArea).toBe(false);
    const small = printQuality({
      cropWidthPx: 4000,
      cropHeightPx: 6000,
      outputWidth: 3000,
      outputHeight: 4500,
      ...fap16x24,
    });
    expect(small.upscaled).toBe(false);
    expect(small.outputBelowPrintArea).toBe(true);
  });

  it('treats a zero or missing crop as unknown', () => {
    expect(printQuality({ cropWidthPx: 0, cropHeightPx: 100, ...fap16x24 }).verdict).toBe(
      'unknown',
    );
  });
});
