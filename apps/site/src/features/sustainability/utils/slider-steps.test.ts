import { describe, expect, it } from 'vitest';
import { CERTIFICATION_SLIDER, hasReportButton } from './slider-steps.ts';

describe('hasReportButton', () => {
  it('shows the PDF button when both its title and the file exist', () => {
    expect(hasReportButton({ ctaButtonTitle: 'Read the report', uploadPDF: '/media/r.pdf' })).toBe(
      true,
    );
  });

  it('hides it when either is missing or blank', () => {
    for (const header of [
      { ctaButtonTitle: null, uploadPDF: '/media/r.pdf' },
      { ctaButtonTitle: '  ', uploadPDF: '/media/r.pdf' },
      { ctaButtonTitle: 'Read the report', uploadPDF: null },
      { ctaButtonTitle: 'Read the report', uploadPDF: '' },
      { ctaButtonTitle: null, uploadPDF: null },
    ])
      expect(hasReportButton(header), JSON.stringify(header)).toBe(false);
  });
});

describe('CERTIFICATION_SLIDER', () => {
  it('shows 6 certificates and 1 below 576 px (spec §9)', () => {
    expect(CERTIFICATION_SLIDER.perView).toBe(6);
    expect(CERTIFICATION_SLIDER.breakpoints.at(-1)).toEqual({ below: 576, perView: 1 });
  });
});
