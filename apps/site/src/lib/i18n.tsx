import { createContext, Suspense, use, useMemo, type ReactNode } from 'react';
import type { Language } from '@lumen/i18n';
import { createTranslatorFromMessages, type Messages, type Translator } from '@lumen/i18n/messages';

/*
 * The visitor's language for components below the root, with a translator bound to it
 * (docs/decisions/005: apps put the translator in their own context). The root loader hands
 * over the visitor's language's messages, so the browser bundle carries no message tables.
 */
type LanguageContextValue = { language: Language; t: Translator };

const LanguageContext = createContext<LanguageContextValue | null>(null);

function Provider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ language, t: createTranslatorFromMessages(language, messages) }),
    [language, messages],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

// Only for a page rendered without the root loader's data (the root loader itself failed).
let allMessages: Promise<Readonly<Record<Language, Messages>>> | undefined;
function WithLoadedMessages({ language, children }: { language: Language; children: ReactNode }) {
  allMessages ??= import('@lumen/i18n/messages').then((m) => m.MESSAGES);
  return (
    <Provider language={language} messages={use(allMessages)[language]}>
      {children}
    </Provider>
  );
}

export function LanguageProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  /** The language's messages from the root loader; loaded on demand when missing. */
  messages: Messages | undefined;
  children: ReactNode;
}) {
  if (messages)
    return (
      <Provider language={language} messages={messages}>
        {children}
      </Provider>
    );
  return (
    <Suspense fallback={null}>
      <WithLoadedMessages language={language}>{children}</WithLoadedMessages>
    </Suspense>
  );
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
