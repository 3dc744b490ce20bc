import { describe, expect, it } from 'vitest';
import { frameActionOf, MAX_FRAME_HEIGHT, MIN_FRAME_HEIGHT } from './frame-messages.ts';

const policy = {
  frameOrigin: 'https://calculator.example',
  allowedRedirectOrigins: [
    'https://www.lumen.example',
    'https://fr.lumen.example',
    'https://calculator.example',
  ],
};
const from = (origin: string, data: unknown) => frameActionOf({ origin, data }, policy);

describe('frameActionOf', () => {
  it('obeys height messages from the frame origin, as an object or JSON', () => {
    expect(from('https://calculator.example', { height: 1834.6 })).toEqual({
      type: 'height',
      height: 1835,
    });
    expect(from('https://calculator.example', '{"frameHeight":900}')).toEqual({
      type: 'height',
      height: 900,
    });
  });

  it('keeps the height within bounds', () => {
    expect(from('https://calculator.example', { height: -5 })).toEqual({
      type: 'height',
      height: MIN_FRAME_HEIGHT,
    });
    expect(from('https://calculator.example', { height: 1e9 })).toEqual({
      type: 'height',
      height: MAX_FRAME_HEIGHT,
    });
    expect(from('https://calculator.example', { height: Number.NaN })).toBeNull();
    expect(from('https://calculator.example', { height: '900' })).toBeNull();
  });

  it('ignores every message from a spoofed or other origin', () => {
    for (const origin of [
      'https://evil.example',
      'https://calculator.example.evil.example',
      'http://calculator.example',
      'https://calculator.example:8443',
      'null',
      '',
      'https://www.lumen.example',
    ]) {
      expect(from(origin, { height: 900 })).toBeNull();
      expect(from(origin, { redirectUrl: 'https://www.lumen.example/contact' })).toBeNull();
    }
  });

  it('redirects only to the site’s editions or the frame origin', () => {
    expect(
      from('https://calculator.example', { redirectUrl: 'https://fr.lumen.example/contact' }),
    ).toEqual({
      type: 'redirect',
      url: 'https://fr.lumen.example/contact',
    });
    expect(
      from('https://calculator.example', { redirect: 'https://calculator.example/report/1' }),
    ).toEqual({
      type: 'redirect',
      url: 'https://calculator.example/report/1',
    });
    for (const url of [
      'https://evil.example/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/',
      '/contact',
      'https://www.lumen.example.evil.example/',
      'https://user@evil.example/',
    ]) {
      expect(from('https://calculator.example', { redirectUrl: url })).toBeNull();
    }
  });

  it('ignores messages it does not understand', () => {
    for (const data of [null, undefined, 42, 'not json', { type: 'other' }, []])
      expect(from('https://calculator.example', data)).toBeNull();
  });
});
