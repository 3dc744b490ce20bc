export {
  cutCaseStudyTitle,
  cutMobileHeroSubtitle,
  cutMobileHeroTitle,
  cutNewsCardDescription,
  cutNewsTitle,
  cutProductCardTitle,
  cutProductPageTitle,
  cutSubCategoryLabel,
  cutTitle,
  ELLIPSIS,
  productCardTitle,
  TEXT_LIMITS,
  truncateText,
} from './cut-offs.ts';
export { markdownToPlainText } from './plain-text.ts';
export { ACCENTED, foldText, nameKey, sameName, UNACCENTED } from './name-key.ts';
