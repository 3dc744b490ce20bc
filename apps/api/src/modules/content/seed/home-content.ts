import { MAIN_CATEGORIES } from '#src/seed/taxonomy.ts';
import { SINGLETON_ID } from '../collections.ts';
import { motifOfCategory } from './artwork-plan.ts';
import { entry, media, type SeedDoc } from './define.ts';

function heroImages(): SeedDoc[] {
  const slide = (id: string, orderId: number) => ({
    content_type: 'Image',
    orderId,
    content_url: media(`hero/${id}.jpg`),
    mobileImage: media(`hero/${id}-mobile.webp`),
    external: false,
    addShadow: true,
    countDownTimer: false,
    countDownDeadLine: null,
    countDownUrl: null,
  });
  return [
    ...entry('heroImages', 'warehouse', {
      shared: slide('warehouse', 1),
      en: {
        title: 'Light that works as hard as you do',
        subTitle:
          'Over 1,500 LED luminaires, designed in Manchester and built to last 50,000 hours.',
        alternativeText: 'A distribution warehouse lit by rows of TITAN high bays',
        alternativeTextMobile: 'Warehouse racking under bright, even LED light',
        cta_text: 'Explore products',
        url: '/products/downlights',
      },
      fr: {
        title: 'Un éclairage aussi endurant que vous',
        subTitle:
          'Plus de 1 500 luminaires LED, conçus à Manchester et prévus pour durer 50 000 heures.',
        alternativeText: 'Un entrepôt logistique éclairé par des rangées de cloches TITAN',
        alternativeTextMobile: 'Des rayonnages d’entrepôt sous une lumière LED vive et homogène',
        cta_text: 'Découvrir les produits',
        url: '/products/spots-encastres',
      },
    }),
    ...entry('heroImages', 'aura', {
      shared: { ...slide('aura', 2), addShadow: false },
      en: {
        title: 'AURA: one downlight, three colour temperatures',
        subTitle: 'Switch between 3000K, 4000K and 6000K on site. Fire rated to 90 minutes.',
        alternativeText: 'An AURA downlight glowing warm white in a kitchen ceiling',
        alternativeTextMobile: 'Close-up of an AURA downlight',
        cta_text: 'Meet AURA',
        url: '/products/downlights?rangeFilter=AURA',
      },
      fr: {
        title: 'AURA : un spot, trois températures de couleur',
        subTitle: 'Choisissez 3000K, 4000K ou 6000K sur le chantier. Coupe-feu 90 minutes.',
        alternativeText: 'Un spot AURA en blanc chaud dans le plafond d’une cuisine',
        alternativeTextMobile: 'Gros plan sur un spot AURA',
        cta_text: 'Découvrir AURA',
        url: '/products/spots-encastres?rangeFilter=AURA',
      },
    }),
    ...entry('heroImages', 'golden-ticket', {
      shared: {
        ...slide('golden-ticket', 3),
        countDownTimer: true,
        countDownDeadLine: '2027-01-29T17:30:00Z',
        countDownUrl: '/goldenticket',
      },
      en: {
        title: 'The Golden Ticket is back',
        subTitle:
          'Every qualifying purchase is an entry. Weekly and monthly draws until 29 January.',
        alternativeText: 'A golden ticket resting on a box of Lumen Lighting downlights',
        alternativeTextMobile: 'A golden ticket',
        cta_text: 'Enter now',
        url: '/goldenticket',
      },
      fr: {
        title: 'Le Golden Ticket est de retour',
        subTitle:
          'Chaque achat éligible vaut une participation. Tirages hebdomadaires et mensuels jusqu’au 29 janvier.',
        alternativeText: 'Un ticket doré posé sur un carton de spots Lumen Lighting',
        alternativeTextMobile: 'Un ticket doré',
        cta_text: 'Participer',
      },
      // The Golden Ticket is a UK and Ireland promotion; Australasia runs its summer trade deals here.
      au: {
        title: 'Summer trade deals',
        subTitle: 'Up to 20% off TITAN high bays and BEACON floodlights for trade account holders.',
        alternativeText: 'A loading bay lit by BEACON floodlights at dusk',
        alternativeTextMobile: 'BEACON floodlights at dusk',
        cta_text: 'See the deals',
        url: '/products/high-bays',
        content_url: media('hero/summer-deals.jpg'),
        mobileImage: media('hero/summer-deals-mobile.webp'),
        countDownDeadLine: '2027-02-26T17:30:00+11:00',
        countDownUrl: '/products/high-bays',
      },
      nz: {
        title: 'Summer trade deals',
        subTitle: 'Up to 20% off TITAN high bays and BEACON floodlights for trade account holders.',
        alternativeText: 'A loading bay lit by BEACON floodlights at dusk',
        alternativeTextMobile: 'BEACON floodlights at dusk',
        cta_text: 'See the deals',
        url: '/products/high-bays',
        content_url: media('hero/summer-deals.jpg'),
        mobileImage: media('hero/summer-deals-mobile.webp'),
        countDownDeadLine: '2027-02-26T17:30:00+13:00',
        countDownUrl: '/products/high-bays',
      },
    }),
    ...entry('heroImages', 'carbon-neutral', {
      shared: slide('carbon-neutral', 4),
      en: {
        title: 'Carbon neutral since 2023',
        subTitle: 'We measure the footprint of every luminaire we make, and publish how we cut it.',
        alternativeText: 'Solar panels on the roof of the Lumen Lighting factory in Manchester',
        alternativeTextMobile: 'Solar panels on a factory roof',
        cta_text: 'Our sustainability report',
        url: '/sustainability',
      },
      fr: {
        title: 'Neutres en carbone depuis 2023',
        subTitle:
          'Nous mesurons l’empreinte de chaque luminaire fabriqué et publions nos actions pour la réduire.',
        alternativeText: 'Des panneaux solaires sur le toit de l’usine Lumen Lighting à Manchester',
        alternativeTextMobile: 'Des panneaux solaires sur le toit d’une usine',
        cta_text: 'Notre rapport de durabilité',
      },
    }),
    ...entry('heroImages', 'ziigna', {
      shared: slide('ziigna', 5),
      en: {
        title: 'Ziigna: linear lighting cut to your drawings',
        subTitle:
          'Choose the length, output and optic; we build the run and ship it in ten working days.',
        alternativeText: 'An open-plan office with continuous Ziigna suspended linear lighting',
        alternativeTextMobile: 'Ziigna linear lighting over office desks',
        cta_text: 'Configure Ziigna',
        url: '/ziigna-linear-lighting/builder',
      },
      fr: {
        title: 'Ziigna : l’éclairage linéaire fabriqué selon vos plans',
        subTitle:
          'Choisissez la longueur, le flux et l’optique : nous fabriquons la ligne et l’expédions en dix jours ouvrés.',
        alternativeText: 'Un bureau ouvert éclairé par des lignes continues suspendues Ziigna',
        alternativeTextMobile: 'Éclairage linéaire Ziigna au-dessus de bureaux',
        cta_text: 'Configurer Ziigna',
      },
    }),
  ];
}

function exploreRanges(): SeedDoc[] {
  return MAIN_CATEGORIES.flatMap((c, i) =>
    entry('exploreRanges', c.key, {
      shared: {
        orderId: i + 1,
        image: media(`ranges/${motifOfCategory(c.key)}-${c.key}.jpg`),
        external: false,
      },
      en: {
        category: c.name.en,
        alternativeText: `${c.name.en} by Lumen Lighting`,
        ctaText: `Explore ${c.name.en.toLowerCase()}`,
        slug: c.slug.en,
        url: `/select-range?category=${encodeURIComponent(c.name.en)}&categorySlug=${c.slug.en}`,
      },
      fr: {
        category: c.name.fr,
        alternativeText: `${c.name.fr} Lumen Lighting`,
        ctaText: 'Voir les gammes',
        slug: c.slug.fr,
        url: `/select-range?category=${encodeURIComponent(c.name.fr)}&categorySlug=${c.slug.fr}`,
      },
    }),
  );
}

function featuredProducts(): SeedDoc[] {
  return [
    ...entry('featuredProducts', 'aura', {
      shared: {
        orderId: 1,
        bgColor: '#0f1c2e',
        imageAlignment: 'Left',
        image: media('products/downlight-aura.jpg'),
        external: false,
      },
      en: {
        type: 'New',
        title: 'AURA colour-switch fire-rated downlight',
        shortDescription: 'One fitting, three colour temperatures, 90-minute fire rating.',
        longDescription:
          'AURA lets installers choose 3000K, 4000K or 6000K with a switch on the driver, so one stock line covers kitchens, bathrooms and offices. The integral fire hood is tested to 90 minutes and the IP65 front suits bathroom zones 1 and 2.',
        url: '/products/downlights?rangeFilter=AURA',
        cta_text: 'View the range',
      },
      fr: {
        type: 'Nouveauté',
        title: 'Spot coupe-feu AURA à couleur réglable',
        shortDescription: 'Un seul spot, trois températures de couleur, coupe-feu 90 minutes.',
        longDescription:
          'AURA permet de choisir 3000K, 4000K ou 6000K grâce à un sélecteur sur le driver : une seule référence en stock couvre cuisines, salles de bain et bureaux. Le capot coupe-feu intégré est testé 90 minutes et la face avant IP65 convient aux volumes 1 et 2 des salles de bain.',
        url: '/products/spots-encastres?rangeFilter=AURA',
        cta_text: 'Voir la gamme',
      },
    }),
    ...entry('featuredProducts', 'titan', {
      shared: {
        orderId: 2,
        bgColor: '#1d2b22',
        imageAlignment: 'Right',
        image: media('products/high-bay-titan.jpg'),
        external: false,
      },
      en: {
        type: 'Best seller',
        title: 'TITAN UFO high bay',
        shortDescription: 'Up to 240 W and 36,000 lumens, with DALI dimming as standard.',
        longDescription:
          'TITAN replaces 400 W metal halide one for one and pays for itself in under two years in most warehouses. Choose 60°, 90° or 120° optics, add a plug-in microwave sensor, and hang it from a hook or a bracket.',
        url: '/products/high-bays?rangeFilter=TITAN',
        cta_text: 'View the range',
      },
      fr: {
        type: 'Meilleure vente',
        title: 'Cloche industrielle ronde TITAN',
        shortDescription: 'Jusqu’à 240 W et 36 000 lumens, avec gradation DALI de série.',
        longDescription:
          'TITAN remplace un iodure métallique de 400 W à l’unité et se rembourse en moins de deux ans dans la plupart des entrepôts. Optiques 60°, 90° ou 120°, détecteur hyperfréquence enfichable, suspension par crochet ou étrier.',
        url: '/products/cloches-industrielles?rangeFilter=TITAN',
        cta_text: 'Voir la gamme',
      },
    }),
    ...entry('featuredProducts', 'optima', {
      shared: {
        orderId: 3,
        bgColor: '#2a1f14',
        imageAlignment: 'Left',
        image: media('products/panel-optima.jpg'),
        external: false,
      },
      en: {
        type: 'Office favourite',
        title: 'OPTIMA UGR<19 panel',
        shortDescription: 'Low-glare light for screens, classrooms and meeting rooms.',
        longDescription:
          'A micro-prismatic diffuser keeps glare below UGR 19 while delivering 125 lumens per watt. OPTIMA drops into 600 x 600 grid ceilings and comes with emergency and DALI options.',
        url: '/products/panels?rangeFilter=OPTIMA',
        cta_text: 'View the range',
      },
      fr: {
        type: 'Le choix des bureaux',
        title: 'Dalle OPTIMA UGR<19',
        shortDescription:
          'Une lumière sans éblouissement pour les écrans, les classes et les salles de réunion.',
        longDescription:
          'Un diffuseur micro-prismatique maintient l’éblouissement sous UGR 19 avec une efficacité de 125 lumens par watt. OPTIMA s’intègre aux plafonds à ossature 600 x 600 et existe en versions secours et DALI.',
        url: '/products/dalles-led?rangeFilter=OPTIMA',
        cta_text: 'Voir la gamme',
      },
    }),
    ...entry('featuredProducts', 'ziigna', {
      shared: {
        orderId: 4,
        bgColor: '#15202b',
        imageAlignment: 'Right',
        image: media('products/linear-ziigna.jpg'),
        external: false,
      },
      en: {
        type: 'Configurable',
        title: 'Ziigna linear lighting',
        shortDescription: 'Continuous runs built to the millimetre, with corners and up-light.',
        longDescription:
          'Draw the room, choose low or high density light output and let the builder work out the modules, joints and drivers. Every Ziigna run is assembled and tested in Manchester before it ships.',
        url: '/ziigna-linear-lighting',
        cta_text: 'Start configuring',
      },
      fr: {
        type: 'Configurable',
        title: 'Éclairage linéaire Ziigna',
        shortDescription: 'Des lignes continues au millimètre, avec angles et éclairage indirect.',
        longDescription:
          'Dessinez la pièce, choisissez une densité de flux basse ou haute, et le configurateur calcule les modules, les jonctions et les drivers. Chaque ligne Ziigna est assemblée et testée à Manchester avant expédition.',
        cta_text: 'Commencer la configuration',
      },
    }),
  ];
}

function customerDetails(): SeedDoc[] {
  return [
    ...entry('customerDetails', 'northgate-retail-park', {
      shared: {
        orderId: 1,
        pageSlug: 'northgate-retail-park',
        image: media('customers/northgate-retail-park.jpg'),
      },
      en: {
        title: 'Northgate Retail Park',
        buttonText: 'Read their story',
        alternativeText: 'Shop fronts at Northgate Retail Park lit at night',
        description:
          'Northgate Retail Park replaced 640 metal halide floodlights and canopy lights across its car park and twelve shop fronts over two nights, with no store closing early.\n\nThe new BEACON and SENTRY floodlights cut the site’s lighting energy by 68% and, with dusk-to-dawn sensors, the lights now dim to 30% after the last store closes.\n\n> "Customers tell us the car park feels safer, and our electricity bill tells us it is cheaper." Facilities manager, Northgate Retail Park',
        seoTitle: 'Northgate Retail Park: 68% less lighting energy',
        seoDescription:
          'How Northgate Retail Park relit its car park and shop fronts with BEACON and SENTRY floodlights.',
      },
      fr: {
        title: 'Northgate Retail Park',
        buttonText: 'Lire leur histoire',
        alternativeText: 'Les vitrines du Northgate Retail Park éclairées de nuit',
        description:
          'Le Northgate Retail Park a remplacé 640 projecteurs et luminaires d’auvent à iodures métalliques sur son parking et ses douze vitrines en deux nuits, sans qu’aucune boutique ne ferme plus tôt.\n\nLes nouveaux projecteurs BEACON et SENTRY réduisent de 68 % la consommation d’éclairage du site et, grâce aux détecteurs crépusculaires, l’éclairage baisse à 30 % après la fermeture du dernier magasin.\n\n> « Nos clients trouvent le parking plus sûr, et notre facture d’électricité a baissé. » Responsable des services généraux, Northgate Retail Park',
        seoTitle: 'Northgate Retail Park : 68 % d’énergie d’éclairage en moins',
        seoDescription:
          'Comment le Northgate Retail Park a rééclairé son parking et ses vitrines avec les projecteurs BEACON et SENTRY.',
      },
    }),
    ...entry('customerDetails', 'st-aidans-academy', {
      shared: {
        orderId: 2,
        pageSlug: 'st-aidans-academy',
        image: media('customers/st-aidans-academy.jpg'),
      },
      en: {
        title: 'St Aidan’s Academy',
        buttonText: 'Read their story',
        alternativeText: 'A classroom at St Aidan’s Academy under OPTIMA panels',
        description:
          'St Aidan’s Academy relit 48 classrooms, two sports halls and its library during the summer holidays.\n\nOPTIMA low-glare panels keep interactive whiteboards readable from every desk, and ARENA high bays in the sports halls are rated to take a direct hit from a football.\n\nThe school now spends £21,000 a year less on electricity, which funds two extra teaching assistants.',
        seoTitle: 'St Aidan’s Academy: low-glare classrooms',
        seoDescription:
          'A secondary school relit 48 classrooms and two sports halls over one summer.',
      },
      fr: {
        title: 'St Aidan’s Academy',
        buttonText: 'Lire leur histoire',
        alternativeText: 'Une salle de classe de la St Aidan’s Academy sous des dalles OPTIMA',
        description:
          'La St Aidan’s Academy a rénové l’éclairage de 48 salles de classe, de deux gymnases et de sa bibliothèque pendant les vacances d’été.\n\nLes dalles basse luminance OPTIMA gardent les tableaux interactifs lisibles depuis chaque pupitre, et les cloches ARENA des gymnases résistent à un tir de ballon direct.\n\nL’établissement dépense désormais 21 000 £ de moins par an en électricité, de quoi financer deux assistants pédagogiques supplémentaires.',
        seoTitle: 'St Aidan’s Academy : des classes sans éblouissement',
      },
    }),
    ...entry('customerDetails', 'harbourside-logistics', {
      shared: {
        orderId: 3,
        pageSlug: 'harbourside-logistics',
        image: media('customers/harbourside-logistics.jpg'),
      },
      en: {
        title: 'Harbourside Logistics',
        buttonText: 'Read their story',
        alternativeText: 'Racking aisles at Harbourside Logistics under ATLAS linear high bays',
        description:
          'Harbourside Logistics runs a 24-hour cold store where every minute of downtime spoils stock.\n\nOur engineers planned a phased swap to ATLAS linear high bays aisle by aisle, with presence detection that lights each aisle only when a forklift enters. The ATLAS fittings are rated down to -30°C.\n\nEnergy use for lighting fell by 74%, and the heat the old lamps gave off no longer works against the refrigeration.',
        seoTitle: 'Harbourside Logistics: 74% saving in a cold store',
      },
      fr: {
        title: 'Harbourside Logistics',
        buttonText: 'Lire leur histoire',
        alternativeText:
          'Des allées de rayonnages chez Harbourside Logistics sous des cloches linéaires ATLAS',
        description:
          'Harbourside Logistics exploite un entrepôt frigorifique ouvert 24 heures sur 24, où chaque minute d’arrêt abîme la marchandise.\n\nNos ingénieurs ont planifié un remplacement progressif par des cloches linéaires ATLAS, allée par allée, avec une détection de présence qui n’allume une allée qu’au passage d’un chariot. Les luminaires ATLAS fonctionnent jusqu’à -30 °C.\n\nLa consommation d’éclairage a baissé de 74 %, et la chaleur des anciennes lampes ne pénalise plus la production de froid.',
        seoTitle: 'Harbourside Logistics : 74 % d’économies en entrepôt frigorifique',
      },
    }),
    ...entry('customerDetails', 'riverside-medical-centre', {
      shared: {
        orderId: 4,
        pageSlug: 'riverside-medical-centre',
        image: media('customers/riverside-medical-centre.jpg'),
      },
      en: {
        title: 'Riverside Medical Centre',
        buttonText: 'Read their story',
        alternativeText:
          'A consulting room at Riverside Medical Centre with tunable-white downlights',
        description:
          'Riverside Medical Centre wanted light that helps clinicians see skin tones accurately and helps patients relax.\n\nPRISM tunable-white downlights with a colour rendering index above 90 shift from cool daylight in the morning to warm light in the evening, following the time of day automatically.\n\nGUARDIAN self-test emergency lighting now reports its own monthly tests, saving the practice manager a morning each month.',
        seoTitle: 'Riverside Medical Centre: light for clinicians and patients',
      },
      fr: {
        title: 'Riverside Medical Centre',
        buttonText: 'Lire leur histoire',
        alternativeText:
          'Un cabinet de consultation du Riverside Medical Centre avec des spots à blanc dynamique',
        description:
          'Le Riverside Medical Centre voulait une lumière qui aide les soignants à voir fidèlement les teintes de peau et qui apaise les patients.\n\nLes spots PRISM à blanc dynamique, d’un indice de rendu des couleurs supérieur à 90, passent automatiquement d’une lumière du jour fraîche le matin à une lumière chaude le soir.\n\nL’éclairage de secours autotestable GUARDIAN consigne lui-même ses tests mensuels, ce qui fait gagner une matinée par mois à la responsable du cabinet.',
        seoTitle: 'Riverside Medical Centre : une lumière pour les soignants et les patients',
      },
    }),
  ];
}

function ourClients(): SeedDoc[] {
  const clients = [
    'Northgate Retail Park',
    'Harbourside Logistics',
    'St Aidan’s Academy',
    'Riverside Medical Centre',
    'Pennine Foods',
    'Calder Valley Homes',
    'Meridian Hotels',
    'Atlas Self Storage',
    'Kingfisher Leisure Centres',
    'Brightwater Council',
  ];
  return clients.flatMap((name, i) => {
    const id = name
      .toLowerCase()
      .replace(/[’']/g, '')
      .replace(/[^a-z0-9]+/g, '-');
    return entry('ourClients', id, {
      shared: { orderId: i + 1, name, logo: media(`clients/${id}.png`), url: null },
      en: { alternativeText: `${name} logo` },
      fr: { alternativeText: `Logo ${name}` },
    });
  });
}

function homePageHeading(): SeedDoc[] {
  return entry('homePageHeading', SINGLETON_ID, {
    shared: { ogImage: media('og/home.jpg') },
    en: {
      exploreRangesTitle: 'Explore our ranges',
      featuredProductsTitle: 'Featured products',
      newsTitle: 'Latest news',
      newsButtonText: 'View all news',
      customersTitle: 'Our customers',
      clientsTitle: 'Trusted by',
      contactTitle: 'Talk to a lighting specialist',
      contactSubTitle:
        'Tell us about your project and an engineer will call you back within one working day.',
      countdownExpiredText: 'Countdown expired!',
      seoTitle: 'Lumen Lighting | Commercial and domestic LED lighting',
      seoDescription:
        'LED downlights, panels, linear, high bays, floodlights and emergency lighting, designed in Manchester. Free lighting design and a five-year warranty.',
      seoKeywords:
        'LED lighting, LED downlights, LED panels, high bays, emergency lighting, lighting manufacturer',
    },
    fr: {
      exploreRangesTitle: 'Découvrez nos gammes',
      featuredProductsTitle: 'Produits à la une',
      newsTitle: 'Dernières actualités',
      newsButtonText: 'Toutes les actualités',
      customersTitle: 'Nos clients',
      clientsTitle: 'Ils nous font confiance',
      contactTitle: 'Parlez à un spécialiste de l’éclairage',
      contactSubTitle:
        'Présentez-nous votre projet : un ingénieur vous rappelle sous un jour ouvré.',
      countdownExpiredText: 'Compte à rebours terminé !',
      seoTitle: 'Lumen Lighting | Éclairage LED tertiaire et résidentiel',
      seoDescription:
        'Spots, dalles, luminaires linéaires, cloches industrielles, projecteurs et éclairage de secours LED. Étude d’éclairage gratuite et garantie de cinq ans.',
      seoKeywords:
        'éclairage LED, spots LED, dalles LED, cloches industrielles, éclairage de secours, fabricant',
    },
    au: {
      seoTitle: 'Lumen Lighting Australia | Commercial and residential LED lighting',
      seoDescription:
        'LED downlights, panels, high bays, floodlights and emergency lighting for Australian projects, tested to AS/NZS standards. Free lighting design.',
      contactSubTitle:
        'Tell us about your project and our Melbourne team will call you back within one business day.',
    },
    nz: {
      seoTitle: 'Lumen Lighting New Zealand | Commercial and residential LED lighting',
      seoDescription:
        'LED downlights, panels, high bays, floodlights and emergency lighting for New Zealand projects, tested to AS/NZS standards. Free lighting design.',
      contactSubTitle:
        'Tell us about your project and our Auckland team will call you back within one business day.',
    },
  });
}

export function homeContent(): SeedDoc[] {
  return [
    ...heroImages(),
    ...exploreRanges(),
    ...featuredProducts(),
    ...customerDetails(),
    ...ourClients(),
    ...homePageHeading(),
  ];
}
