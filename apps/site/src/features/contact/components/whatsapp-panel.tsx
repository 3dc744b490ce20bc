import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { whatsAppLink } from '../utils/whatsapp-link.ts';

/** /contact/whatsapp-us: the text and the button that opens the chat in a new tab. */
export function WhatsAppPanel({
  content,
  ctaText,
  whatsappNumber,
  greeting,
}: {
  content: string | null;
  ctaText: string;
  whatsappNumber: string;
  greeting: string | null;
}) {
  const t = useTranslator();
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-12">
      <Markdown source={content} />
      <a
        href={whatsAppLink(whatsappNumber, greeting)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName({ variant: 'primary', size: 'lg' })}
      >
        {ctaText}
        <span className="sr-only"> {t('common.opensInNewTab')}</span>
      </a>
    </div>
  );
}
