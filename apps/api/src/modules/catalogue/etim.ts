import type { ProductLanguage } from '@lumen/validation';

/**
 * The ETIM-style dictionary the catalogue's classes and features refer to. Products store
 * codes and values; descriptions are a shared dictionary, as in the product information
 * system, so they are written once per language rather than once per product.
 */
type Names = Record<ProductLanguage, string>;

export const ETIM_CLASSES: Record<string, Names> = {
  EC001744: { 'en-GB': 'Downlight/spot/floodlight', 'fr-FR': 'Spot encastré/projecteur' },
  EC002892: { 'en-GB': 'Ceiling/wall luminaire', 'fr-FR': 'Luminaire plafonnier/applique' },
  EC000758: {
    'en-GB': 'Luminaire for streets and places',
    'fr-FR': 'Luminaire pour voies et espaces',
  },
  EC000062: { 'en-GB': 'Emergency luminaire', 'fr-FR': 'Luminaire de secours' },
  EC000101: { 'en-GB': 'Light-track', 'fr-FR': 'Rail d’éclairage' },
  EC001959: { 'en-GB': 'LED lamp', 'fr-FR': 'Lampe LED' },
  EC000109: { 'en-GB': 'Batten luminaire', 'fr-FR': 'Réglette' },
  EC002706: { 'en-GB': 'Light-technical accessory', 'fr-FR': 'Accessoire d’éclairage' },
};

export const ETIM_GROUPS: Record<string, Names> = {
  EG000027: { 'en-GB': 'Electrical', 'fr-FR': 'Caractéristiques électriques' },
  EG000028: { 'en-GB': 'Photometric', 'fr-FR': 'Caractéristiques photométriques' },
  EG000029: { 'en-GB': 'Mechanical', 'fr-FR': 'Caractéristiques mécaniques' },
};

export const ETIM_FEATURES = {
  EF000280: { 'en-GB': 'Rated power', 'fr-FR': 'Puissance nominale' },
  EF000021: { 'en-GB': 'Power factor', 'fr-FR': 'Facteur de puissance' },
  EF000010: { 'en-GB': 'Input voltage', 'fr-FR': 'Tension d’alimentation' },
  EF000137: { 'en-GB': 'Dimmable', 'fr-FR': 'Graduable' },
  EF009346: { 'en-GB': 'Luminous flux', 'fr-FR': 'Flux lumineux' },
  EF009347: { 'en-GB': 'Luminous efficacy', 'fr-FR': 'Efficacité lumineuse' },
  EF011946: { 'en-GB': 'Colour temperature', 'fr-FR': 'Température de couleur' },
  EF000442: {
    'en-GB': 'Colour rendering index (CRI)',
    'fr-FR': 'Indice de rendu des couleurs (IRC)',
  },
  EF009348: { 'en-GB': 'Beam angle', 'fr-FR': 'Angle de faisceau' },
  EF009349: {
    'en-GB': 'Unified glare rating (UGR)',
    'fr-FR': 'Indice d’éblouissement unifié (UGR)',
  },
  EF009350: { 'en-GB': 'Rated lifetime', 'fr-FR': 'Durée de vie nominale' },
  EF005474: { 'en-GB': 'Degree of protection (IP)', 'fr-FR': 'Indice de protection (IP)' },
  EF004293: { 'en-GB': 'Impact strength (IK)', 'fr-FR': 'Résistance aux chocs (IK)' },
  EF000008: { 'en-GB': 'Diameter', 'fr-FR': 'Diamètre' },
  EF000001: { 'en-GB': 'Length', 'fr-FR': 'Longueur' },
  EF000040: { 'en-GB': 'Height', 'fr-FR': 'Hauteur' },
  EF007178: { 'en-GB': 'Cut-out size', 'fr-FR': 'Dimension de découpe' },
  EF001596: { 'en-GB': 'Housing material', 'fr-FR': 'Matériau du boîtier' },
  EF000136: { 'en-GB': 'Colour', 'fr-FR': 'Couleur' },
} as const satisfies Record<string, Names>;
export type EtimFeatureId = keyof typeof ETIM_FEATURES;

/** A stored feature value: language-neutral, or one text per language. */
export type StoredFeatureValue = string | Names;
export type StoredFeature = {
  etimId: EtimFeatureId;
  value: StoredFeatureValue;
  unit: string | null;
};
export type StoredFeatureGroup = {
  etimId: keyof typeof ETIM_GROUPS & string;
  features: StoredFeature[];
};

export function etimName(
  dictionary: Record<string, Names>,
  id: string,
  language: ProductLanguage,
): string {
  return dictionary[id]?.[language] ?? id;
}

export function featureValueIn(value: StoredFeatureValue, language: ProductLanguage): string {
  return typeof value === 'string' ? value : value[language];
}
