import { createContext, use, useMemo, type ReactNode } from 'react';
import type { Language } from '@lumen/i18n';
import { createTranslatorFromMessages, type Messages, type Translator } from '@lumen/i18n/messages';

/*
 * The visitor's language for components below the root, with a translator bound to it
 * (docs/decisions/005: apps put the translator in their own context). The root loader hands
 * over the visitor's language's messages, so the browser bundle carries no message tables.
 */
type LanguageContextValue = { language: Language; t: Translator };

const LanguageContext = createContext<LanguageContextValue | null>(null);

/*
 * Without the root loader's data there are no messages: the translator then answers with
 * the message keys. The root loader does not fail in practice (a content outage leaves the
 * layout empty instead), and importing the message tables here for that case would put both
 * languages back into every page's bundle.
 */
const KEYS_ONLY = ((key: string) => key) as Translator;

export function LanguageProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  /** The language's messages, from the root loader. */
  messages: Messages | undefined;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({
      language,
      t: messages ? createTranslatorFromMessages(language, messages) : KEYS_ONLY,
    }),
    [language, messages],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

function useLanguageContext(): LanguageContextValue {
  const value = use(LanguageContext);
  if (!value) throw new Error('Render inside <LanguageProvider>.');
  return value;
}

export function useLanguage(): Language {
  return useLanguageContext().language;
}

export function useTranslator(): Translator {
  return useLanguageContext().t;
}
