import { describe, expect, it } from 'vitest';
import { applyLinkOf } from './apply-href.ts';

describe('applyLinkOf', () => {
  it('mails an Internal vacancy, with the title as the subject', () => {
    expect(
      applyLinkOf({
        title: 'Sales & support',
        applyNowLinkType: 'Internal',
        eMailId: 'jobs@x.com',
      }),
    ).toEqual({ href: 'mailto:jobs@x.com?subject=Sales%20%26%20support', isExternal: false });
  });

  it('links an External vacancy to its address in a new tab', () => {
    expect(
      applyLinkOf({
        title: 'Engineer',
        applyNowLinkType: 'External',
        applyNowLink: 'https://apply.example.com/j/1',
        eMailId: 'ignored@x.com',
      }),
    ).toEqual({ href: 'https://apply.example.com/j/1', isExternal: true });
  });

  it('gives no link when the address it needs is missing or unsafe', () => {
    expect(
      applyLinkOf({ title: 'A', applyNowLinkType: 'Internal', applyNowLink: 'https://x' }),
    ).toBeNull();
    expect(applyLinkOf({ title: 'A', applyNowLinkType: 'External', eMailId: 'a@b.c' })).toBeNull();
    expect(
      applyLinkOf({
        title: 'A',
        applyNowLinkType: 'External',
        applyNowLink: 'javascript:alert(1)',
      }),
    ).toBeNull();
  });
});
