import { useEffect, useId, useState } from 'react';
import { Loading } from '@lumen/ui-kit/spinner';
import type { MarketingFormsConfig } from '#src/config/env.ts';
import { useTranslator } from '#src/lib/i18n.tsx';
import { loadScriptOnce } from '#src/lib/load-script.ts';

/** The part of HubSpot's form embed API the site uses. */
type FormsApi = {
  forms?: { create?: (options: { portalId: string; formId: string; target: string }) => void };
};

type Status = 'loading' | 'ready' | 'unavailable';

export type MarketingFormProps = {
  config: MarketingFormsConfig;
  formId: string | undefined;
  className?: string;
};

/**
 * An external marketing form (newsletter, contact section, catalogue downloads): the
 * vendor's script is loaded when this mounts, once per page, and draws the form into the
 * container. Until then the visitor sees a loading state, and a clear message if the script
 * cannot be loaded (offline, blocked) or the form is not configured: never an empty box.
 */
export function MarketingForm({ config, formId, className }: MarketingFormProps) {
  const t = useTranslator();
  const targetId = `marketing-form-${useId().replace(/[^\w-]/g, '')}`;
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let isCurrent = true;
    loadScriptOnce(config.scriptUrl)
      .then(() => {
        if (!isCurrent) return;
        const create = (window as Window & { hbspt?: FormsApi }).hbspt?.forms?.create;
        if (!create || !config.portalId || !formId) {
          setStatus('unavailable');
          return;
        }
        create({ portalId: config.portalId, formId, target: `#${targetId}` });
        setStatus('ready');
      })
      .catch((err: unknown) => {
        console.warn('Marketing form unavailable:', err);
        if (isCurrent) setStatus('unavailable');
      });
    return () => {
      isCurrent = false;
    };
  }, [config.scriptUrl, config.portalId, formId, targetId]);

  return (
    <div className={className} data-form-status={status}>
      <div id={targetId} />
      {status === 'loading' ? <Loading label={t('forms.loading')} /> : null}
      {status === 'unavailable' ? (
        <p role="status" className="rounded-md bg-ink-50 p-4 text-sm text-ink-800">
          {t('forms.unavailable')}
        </p>
      ) : null}
    </div>
  );
}
