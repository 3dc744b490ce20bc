import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href.ts';

describe('telHref', () => {
  it('dials international numbers without the trunk (0)', () => {
    expect(telHref('+44 (0)161 496 0742')).toBe('tel:+441614960742');
    expect(telHref('+33 (0)4 65 71 20 42')).toBe('tel:+33465712042');
  });

  it('keeps national numbers as their digits', () => {
    expect(telHref('1300 975 707')).toBe('tel:1300975707');
    expect(telHref('0800-555-016')).toBe('tel:0800555016');
  });
});
