import { MAIN_CATEGORIES } from '#src/seed/taxonomy.ts';
import { SINGLETON_ID } from '../collections.ts';
import { motifOfCategory } from './artwork-plan.ts';
import { entry, media, type SeedDoc } from './define.ts';

/** Listing banners, one per main category, built from the shared taxonomy. */
function productCategoryHeaders(): SeedDoc[] {
  return MAIN_CATEGORIES.flatMap((c) =>
    entry('productCategoryHeaders', c.key, {
      shared: {
        heroImage: media(`categories/${c.key}.jpg`),
        mobileHeroImage: media(`categories/${c.key}-mobile.webp`),
        ogImage: media(`categories/${c.key}.jpg`),
      },
      en: {
        title: c.name.en,
        slug: c.slug.en,
        description: c.description.en,
        alternativeText: `${c.name.en} by Lumen Lighting in a finished project`,
        seoTitle: `${c.name.en} | LED ${c.name.en.toLowerCase()} | Lumen Lighting`,
        seoDescription: c.description.en,
        seoKeywords: [c.name.en, ...c.subCategories.map((s) => s.en)].join(', '),
      },
      fr: {
        title: c.name.fr,
        slug: c.slug.fr,
        description: c.description.fr,
        alternativeText: `${c.name.fr} Lumen Lighting dans un projet réalisé`,
        seoTitle: `${c.name.fr} | Lumen Lighting`,
        seoDescription: c.description.fr,
        seoKeywords: [c.name.fr, ...c.subCategories.map((s) => s.fr)].join(', '),
      },
    }),
  );
}

/** /select-range tiles: a Show All tile and one tile per range, in taxonomy order. */
function mainCategories(): SeedDoc[] {
  return MAIN_CATEGORIES.flatMap((c) => {
    const motif = motifOfCategory(c.key);
    const ranges = (lang: 'en' | 'fr') =>
      c.ranges.map((r, i) => ({
        id: `${c.key}-${r.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        order: i + 1,
        title: r.title,
        featuredImage: media(
          `ranges/${motif}-${r.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.jpg`,
        ),
        description: r.blurb[lang],
      }));
    return entry('mainCategories', c.key, {
      shared: {
        showAllImage: media(`ranges/${motif}-${c.key}.jpg`),
        ogImage: media(`categories/${c.key}.jpg`),
      },
      en: {
        title: c.name.en,
        slug: c.slug.en,
        description: c.description.en,
        showAllText: `Show all ${c.name.en.toLowerCase()}`,
        range_filters: ranges('en'),
        seoTitle: `${c.name.en} ranges | Lumen Lighting`,
        seoDescription: `Choose a ${c.name.en.toLowerCase()} range: ${c.ranges.map((r) => r.title).join(', ')}.`,
        seoKeywords: c.ranges.map((r) => r.title).join(', '),
      },
      fr: {
        title: c.name.fr,
        slug: c.slug.fr,
        description: c.description.fr,
        showAllText: 'Tout afficher',
        range_filters: ranges('fr'),
        seoTitle: `Gammes ${c.name.fr.toLowerCase()} | Lumen Lighting`,
        seoDescription: `Choisissez une gamme : ${c.ranges.map((r) => r.title).join(', ')}.`,
      },
    });
  });
}

function productHeader(): SeedDoc[] {
  return entry('productHeader', SINGLETON_ID, {
    shared: { heroImage: media('header/products.jpg') },
    en: {
      title: 'Products',
      description:
        'LED luminaires, lamps and emergency lighting designed and tested in Manchester.',
      alternativeText: 'Lumen Lighting luminaires on the test bench',
      similarProductTitle: 'Similar Products',
      breadcrumbHome: 'Home',
      breadcrumbProducts: 'Products',
      partNumberLabel: 'Part number',
      downloadText: 'Download',
      noDownloadsText: 'There are no documents for this product yet.',
      noAccessoriesText: 'This product has no accessories.',
      noVideosText: 'There are no videos for this product yet.',
      noCaseStudiesText: 'No case studies feature this product yet.',
      caseStudyReadMore: 'Read the case study',
      notAvailableTitle: 'Product Not Available',
      notAvailableMessage:
        'This product is not available in your country. Check similar available products.',
      notAvailableButton: 'OK',
      seoTitle: 'Products | Lumen Lighting',
      seoDescription:
        'Browse LED downlights, panels, linear, high bays, floodlights, emergency lighting and lamps.',
    },
    fr: {
      title: 'Produits',
      description: 'Luminaires, lampes et éclairage de secours LED conçus et testés à Manchester.',
      alternativeText: 'Des luminaires Lumen Lighting sur le banc d’essai',
      similarProductTitle: 'Produits similaires',
      breadcrumbHome: 'Accueil',
      breadcrumbProducts: 'Produits',
      partNumberLabel: 'Référence',
      downloadText: 'Télécharger',
      noDownloadsText: 'Aucun document n’est encore disponible pour ce produit.',
      noAccessoriesText: 'Ce produit n’a pas d’accessoire.',
      noVideosText: 'Aucune vidéo n’est encore disponible pour ce produit.',
      noCaseStudiesText: 'Aucune étude de cas ne présente encore ce produit.',
      caseStudyReadMore: 'Lire l’étude de cas',
      notAvailableTitle: 'Produit non disponible',
      notAvailableMessage:
        'Ce produit n’est pas disponible dans votre pays. Découvrez des produits similaires disponibles.',
      notAvailableButton: 'OK',
      seoTitle: 'Produits | Lumen Lighting',
      seoDescription:
        'Découvrez nos spots, dalles, luminaires linéaires, cloches industrielles, projecteurs, éclairages de secours et lampes LED.',
    },
  });
}

/** The six product-detail tabs in the spec's order (spec §2 Product detail). */
function productDetails(): SeedDoc[] {
  const tabs = [
    { key: 'features', en: 'Features and benefits', fr: 'Caractéristiques et avantages' },
    { key: 'techSpecs', en: 'Tech specs', fr: 'Caractéristiques techniques' },
    { key: 'downloads', en: 'Downloads', fr: 'Téléchargements' },
    { key: 'accessories', en: 'Accessories', fr: 'Accessoires' },
    { key: 'howToVideos', en: 'How-to videos', fr: 'Vidéos pratiques' },
    { key: 'caseStudies', en: 'Case studies', fr: 'Études de cas' },
  ];
  return tabs.flatMap((t, i) =>
    entry('productDetails', t.key, {
      shared: { key: t.key, orderId: i + 1 },
      en: { categoryTitle: t.en },
      fr: { categoryTitle: t.fr },
    }),
  );
}

/**
 * Tech spec rows: `fieldName` is the product custom field (spec §3) or facet the value comes
 * from; the label is content so it can be translated.
 */
function productTechSpecs(): SeedDoc[] {
  const rows = [
    { id: 'power', align: 'Left', field: 'totalPower', en: 'Power', fr: 'Puissance' },
    {
      id: 'efficacy',
      align: 'Left',
      field: 'efficacy',
      en: 'Efficacy',
      fr: 'Efficacité lumineuse',
    },
    {
      id: 'cct',
      align: 'Left',
      field: 'CCT',
      en: 'Colour temperature',
      fr: 'Température de couleur',
    },
    {
      id: 'ugr',
      align: 'Left',
      field: 'UGR',
      en: 'Glare rating (UGR)',
      fr: 'Indice d’éblouissement (UGR)',
    },
    {
      id: 'power-factor',
      align: 'Left',
      field: 'powerFactor',
      en: 'Power factor',
      fr: 'Facteur de puissance',
    },
    {
      id: 'energy-class',
      align: 'Left',
      field: 'energyClass',
      en: 'Energy class',
      fr: 'Classe énergétique',
    },
    { id: 'ip', align: 'Right', field: 'IP Rating', en: 'IP rating', fr: 'Indice IP' },
    { id: 'ik', align: 'Right', field: 'IK Rating', en: 'IK rating', fr: 'Indice IK' },
    {
      id: 'lifetime',
      align: 'Right',
      field: 'Lifetime_(Hrs)',
      en: 'Lifetime (hours)',
      fr: 'Durée de vie (heures)',
    },
    { id: 'warranty', align: 'Right', field: 'Warranty', en: 'Warranty', fr: 'Garantie' },
    {
      id: 'tilt',
      align: 'Right',
      field: 'Tilt Angle',
      en: 'Tilt angle',
      fr: 'Angle d’inclinaison',
    },
    {
      id: 'rotation',
      align: 'Right',
      field: 'Rotation Angle',
      en: 'Rotation angle',
      fr: 'Angle de rotation',
    },
  ];
  let left = 0;
  let right = 0;
  return rows.flatMap((r) =>
    entry('productTechSpecs', r.id, {
      shared: {
        align: r.align,
        fieldName: r.field,
        orderId: r.align === 'Left' ? ++left : ++right,
      },
      en: { title: r.en },
      fr: { title: r.fr },
    }),
  );
}

export function catalogueContent(): SeedDoc[] {
  return [
    ...productCategoryHeaders(),
    ...mainCategories(),
    ...productHeader(),
    ...productDetails(),
    ...productTechSpecs(),
  ];
}
