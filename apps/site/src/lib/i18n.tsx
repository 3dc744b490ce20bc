import { createContext, use, useMemo, type ReactNode } from 'react';
import { createTranslator, type Language, type Translator } from '@lumen/i18n';

/*
 * The visitor's language for components below the root, with a translator bound to it
 * (docs/decisions/005: apps put the translator in their own context).
 */
type LanguageContextValue = { language: Language; t: Translator };

const LanguageContext = createContext<LanguageContextValue>({
  language: 'en',
  t: createTranslator('en'),
});

export function LanguageProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ language, t: createTranslator(language) }), [language]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): Language {
  return use(LanguageContext).language;
}

export function useTranslator(): Translator {
  return use(LanguageContext).t;
}
