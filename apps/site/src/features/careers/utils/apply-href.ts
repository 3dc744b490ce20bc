import type { ApplyLink } from '../types.ts';

type Applicable = {
  title: string;
  applyNowLinkType: 'Internal' | 'External';
  applyNowLink?: string | null;
  eMailId?: string | null;
};

/**
 * Where "Apply now" leads (spec §2 Careers): an Internal vacancy is a mailto: link to its
 * e-mail address with the job title as the subject; an External one is its applyNowLink, in a
 * new tab. Null when the address it needs is missing, so no button leads nowhere.
 */
export function applyLinkOf(vacancy: Applicable): ApplyLink | null {
  if (vacancy.applyNowLinkType === 'Internal') {
    if (!vacancy.eMailId) return null;
    const subject = encodeURIComponent(vacancy.title);
    return { href: `mailto:${vacancy.eMailId}?subject=${subject}`, isExternal: false };
  }
  if (!vacancy.applyNowLink || !/^https?:\/\//.test(vacancy.applyNowLink)) return null;
  return { href: vacancy.applyNowLink, isExternal: true };
}
