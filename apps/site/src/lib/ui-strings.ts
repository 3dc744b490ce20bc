import type { Language } from '@lumen/i18n';

/*
 * Fixed UI strings of the site shell in both languages. Destined for @lumen/i18n, which owns
 * the fixed UI strings; until then the shell reads them only from here.
 */
const en = {
  skipToContent: 'Skip to content',
  home: 'Home',
  mainNavigation: 'Main navigation',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  showSubmenu: (name: string) => `Show ${name} menu`,
  contact: 'Contact',
  login: 'Login',
  country: 'Country',
  opensInNewTab: '(opens in a new tab)',
  footerNavigation: 'Footer',
  legalNavigation: 'Legal',
  socialMedia: 'Social media',
  awards: 'Awards',
  addresses: 'Addresses',
  contactDetails: 'Contact details',
  supportHours: (opens: string, closes: string) => `Support hours ${opens}–${closes}`,
  notFoundTitle: 'Page not found',
  notFoundText:
    'The page you are looking for might have been removed or be temporarily unavailable.',
  backToHome: 'Back to Home',
  serverErrorTitle: 'Internal server error',
  serverErrorText: 'Something went wrong on our side. Please try again in a moment.',
  goToHome: 'Go to Home',
  homeEmpty: 'The content of this page is not available at the moment. Please try again later.',
};

type UiStrings = typeof en;

const fr: UiStrings = {
  skipToContent: 'Aller au contenu',
  home: 'Accueil',
  mainNavigation: 'Navigation principale',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  showSubmenu: (name) => `Afficher le menu ${name}`,
  contact: 'Contact',
  login: 'Connexion',
  country: 'Pays',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  footerNavigation: 'Pied de page',
  legalNavigation: 'Mentions légales',
  socialMedia: 'Réseaux sociaux',
  awards: 'Récompenses',
  addresses: 'Adresses',
  contactDetails: 'Coordonnées',
  supportHours: (opens, closes) => `Assistance de ${opens} à ${closes}`,
  notFoundTitle: 'Page introuvable',
  notFoundText:
    'La page que vous recherchez a peut-être été supprimée ou est temporairement indisponible.',
  backToHome: 'Retour à l’accueil',
  serverErrorTitle: 'Erreur interne du serveur',
  serverErrorText: 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  goToHome: 'Aller à l’accueil',
  homeEmpty:
    'Le contenu de cette page n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
};

const STRINGS: Record<Language, UiStrings> = { en, fr };

export function uiStrings(language: Language): UiStrings {
  return STRINGS[language];
}
