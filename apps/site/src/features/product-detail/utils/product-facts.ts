import type { Language, Translator } from '@lumen/i18n';
import { COUNTRY_VISIBILITY_FIELD, type CountryId } from '@lumen/i18n/countries';
import { localizeNumbers } from '@lumen/i18n/numbers';
import type { Product } from '@lumen/validation';

/*
 * What the product page reads out of a product record (spec §3 Product: custom fields and
 * ETIM features). Pure functions, so the rules are tested without rendering.
 */

function customField(product: Pick<Product, 'customFields'>, name: string): string | null {
  const value = product.customFields.find((f) => f.name === name)?.value.trim();
  return value ? value : null;
}

/** Spec §3: a country flag of '0' hides the product in that country. */
export function isVisibleIn(product: Pick<Product, 'customFields'>, countryId: CountryId): boolean {
  return customField(product, COUNTRY_VISIBILITY_FIELD[countryId]) !== '0';
}

const isYes = (value: string | null) => value !== null && /^(yes|y|true|1|oui)$/i.test(value);
/** "0", "0°", "No", "N/A" mean the luminaire does not tilt or rotate. */
const isNoAngle = (value: string | null) => value === null || /^(0\s*°?|no|n\/?a|-)$/i.test(value);

export type Badge =
  | { kind: 'warranty'; years: string }
  | { kind: 'onSiteWarranty' }
  | { kind: 'ip'; rating: string }
  | { kind: 'ik'; rating: string }
  | { kind: 'lifetime'; hours: number }
  | { kind: 'icel' }
  | { kind: 'tilt'; angle: string }
  | { kind: 'rotate'; angle: string };

/**
 * The icon badges in the spec's order (warranty, on-site warranty, IP, IK, lifetime, ICEL,
 * tilt, rotate), each only when the product has it.
 */
export function productBadges(product: Pick<Product, 'customFields'>): Badge[] {
  const badges: Badge[] = [];
  const warranty = customField(product, 'Warranty')?.match(/\d+/)?.[0];
  if (warranty && warranty !== '0') badges.push({ kind: 'warranty', years: warranty });
  if (isYes(customField(product, '2yr_On-Site_Warranty'))) badges.push({ kind: 'onSiteWarranty' });
  const ip = customField(product, 'IP Rating');
  if (ip && /^IP\d/i.test(ip)) badges.push({ kind: 'ip', rating: ip.toUpperCase() });
  const ik = customField(product, 'IK Rating');
  if (ik && /^IK\d/i.test(ik)) badges.push({ kind: 'ik', rating: ik.toUpperCase() });
  const hours = Number(customField(product, 'Lifetime_(Hrs)')?.replace(/[^\d]/g, ''));
  if (hours > 0) badges.push({ kind: 'lifetime', hours });
  if (isYes(customField(product, 'ICEL'))) badges.push({ kind: 'icel' });
  const tilt = customField(product, 'Tilt Angle');
  if (!isNoAngle(tilt) && tilt) badges.push({ kind: 'tilt', angle: tilt });
  const rotation = customField(product, 'Rotation Angle');
  if (!isNoAngle(rotation) && rotation) badges.push({ kind: 'rotate', angle: rotation });
  return badges;
}

type Feature = Product['featureGroups'][number]['features'][number];

function features(product: Pick<Product, 'featureGroups'>): Feature[] {
  return product.featureGroups.flatMap((g) => g.features);
}

/** A feature's value and unit, its numbers written for the visitor's language ('0,9'). */
function formatFeature(feature: Feature, language: Language): string | null {
  const raw = feature.value.featureValue.trim();
  if (!raw || raw === 'NA') return null;
  const value = localizeNumbers(raw, language);
  const unit = feature.value.unit?.trim();
  if (!unit) return value;
  // Degrees and percentages sit against the number; other units take a space.
  return /^[°%]/.test(unit) ? `${value}${unit}` : `${value} ${unit}`;
}

/** ETIM features shown as chips under the title, in this order. */
const CHIP_FEATURES = ['EF000280', 'EF009346', 'EF011946', 'EF000442', 'EF009348'] as const;
const CRI = 'EF000442';
const DIMMABLE = 'EF000137';

/**
 * The feature chips (spec §2: "feature chips"): rated power, luminous flux, colour
 * temperature, CRI (named in the visitor's language: 'IRC' in French) and beam angle as the
 * product states them, and 'Dimmable' (in the product's language) when it dims.
 */
export function featureChips(
  product: Pick<Product, 'featureGroups'>,
  language: Language,
  t: Translator,
): string[] {
  const all = features(product);
  const chips = CHIP_FEATURES.flatMap((id) => {
    const feature = all.find((f) => f.etimId === id);
    const text = feature && formatFeature(feature, language);
    if (!text) return [];
    return [id === CRI ? t('product.cri', { value: text }) : text];
  });
  const dimmable = all.find((f) => f.etimId === DIMMABLE);
  if (dimmable && isYes(dimmable.value.featureValue)) chips.push(dimmable.description);
  return chips;
}

/**
 * Tech spec fields content names by facet (spec §3 "productTechSpecs"): the product's exact
 * ETIM feature, which is more precise than the facet's band ('5 W', not '0-10W').
 */
const FACET_FEATURES: Record<string, string> = {
  totalPower: 'EF000280',
  efficacy: 'EF009347',
  CCT: 'EF011946',
  UGR: 'EF009349',
  powerFactor: 'EF000021',
  ipRating: 'EF005474',
};

/**
 * A tech spec row's value: the custom field of that name, else the feature the facet name
 * stands for, else an ETIM feature id or description, with its numbers written for the
 * visitor's language. Null hides the row.
 */
export function techSpecValue(
  product: Pick<Product, 'customFields' | 'featureGroups'>,
  fieldName: string,
  language: Language,
): string | null {
  const field = customField(product, fieldName);
  if (field !== null) {
    if (fieldName === 'Warranty' && /^\d+$/.test(field)) return null; // formatted by the caller
    return localizeNumbers(field, language);
  }
  const id = FACET_FEATURES[fieldName] ?? fieldName;
  const feature = features(product).find((f) => f.etimId === id || f.description === fieldName);
  return feature ? formatFeature(feature, language) : null;
}

/** Warranty is stored in years ('5'); the caller words it in the visitor's language. */
export function warrantyYears(product: Pick<Product, 'customFields'>): string | null {
  return customField(product, 'Warranty')?.match(/^\d+$/)?.[0] ?? null;
}

/** The product's long description in its language, split into paragraphs. */
export function descriptionParagraphs(product: Pick<Product, 'originalLongText' | 'language'>) {
  const text =
    product.originalLongText.find((t) => t.language === product.language)?.value ??
    product.originalLongText[0]?.value ??
    '';
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
