import { NEWS_COUNTRY_FLAGS, type NewsCountryFlag } from '@lumen/i18n';
import { entry, media, regionalEntry, type Fields, type SeedDoc } from './define.ts';

const CATEGORIES = [
  { id: 'product-news', en: 'Product news', fr: 'Nouveautés produits' },
  { id: 'projects', en: 'Projects', fr: 'Réalisations' },
  { id: 'company-news', en: 'Company news', fr: 'Vie de l’entreprise' },
  { id: 'sustainability', en: 'Sustainability', fr: 'Développement durable' },
  { id: 'events', en: 'Events', fr: 'Événements' },
] as const;

type CategoryId = (typeof CATEGORIES)[number]['id'];
type Copy = { title: string; alt: string; description: string };

type NewsSeed = {
  slug: string;
  /** Fixed dates keep the seed deterministic; they span the two years before 2026-11-22. */
  date: string;
  category: CategoryId;
  flags: readonly NewsCountryFlag[];
  /** An 11-character video id; the item becomes video news. */
  video?: string;
  sustainability?: boolean;
  en: Copy;
  fr?: Copy;
  /** Australian / New Zealand overrides of single fields. */
  au?: Fields;
  nz?: Fields;
};

const ALL = NEWS_COUNTRY_FLAGS;
const UK_IE = ['uk', 'ireland'] as const;
const ANZ = ['australia', 'newzealand'] as const;

const NEWS: NewsSeed[] = [
  {
    slug: 'lumen-lighting-2025-catalogue',
    date: '2024-12-05',
    category: 'product-news',
    flags: ALL,
    en: {
      title: 'The 2025 Lumen Lighting catalogue is out',
      alt: 'The cover of the 2025 Lumen Lighting catalogue',
      description:
        'Our 2025 catalogue brings together more than 1,400 luminaires, lamps and controls in 420 pages, with 180 products new this year.\n\nEvery product page now carries a QR code that opens its datasheet, installation guide and photometric files, so the paper catalogue and the website always agree.\n\nOrder a printed copy from your account manager or view it online from the Resources menu.',
    },
    fr: {
      title: 'Le catalogue Lumen Lighting 2025 est disponible',
      alt: 'La couverture du catalogue Lumen Lighting 2025',
      description:
        'Notre catalogue 2025 réunit plus de 1 400 luminaires, lampes et commandes sur 420 pages, dont 180 nouveautés.\n\nChaque page produit comporte désormais un QR code qui ouvre la fiche technique, la notice de pose et les fichiers photométriques : le catalogue papier et le site sont toujours à jour.\n\nCommandez un exemplaire imprimé auprès de votre commercial ou consultez-le en ligne depuis le menu Ressources.',
    },
  },
  {
    slug: 'guardian-self-test-emergency-range',
    date: '2025-01-14',
    category: 'product-news',
    flags: ALL,
    en: {
      title: 'GUARDIAN: emergency lighting that tests itself',
      alt: 'A GUARDIAN emergency bulkhead above a fire exit',
      description:
        'GUARDIAN runs its own monthly function test and annual three-hour duration test, and records the results for your BS 5266 logbook.\n\nA status LED shows green for healthy, amber for a battery fault and red for a lamp fault, so a walk-round takes minutes rather than an afternoon with a test key.\n\nThe range covers bulkheads, exit signs and conversion kits for our panels and battens.',
    },
    fr: {
      title: 'GUARDIAN : l’éclairage de secours qui se teste tout seul',
      alt: 'Un hublot de secours GUARDIAN au-dessus d’une issue de secours',
      description:
        'GUARDIAN réalise lui-même son test de fonctionnement mensuel et son test d’autonomie annuel de trois heures, et en conserve les résultats pour votre registre de sécurité.\n\nUn voyant indique vert en fonctionnement normal, orange en cas de défaut batterie et rouge en cas de défaut lampe : la vérification se fait en quelques minutes.\n\nLa gamme comprend des hublots, des blocs d’évacuation et des kits de conversion pour nos dalles et réglettes.',
    },
    au: {
      description:
        'GUARDIAN runs its own monthly function test and six-monthly 90-minute discharge test, and records the results for your AS/NZS 2293 logbook.\n\nA status LED shows green for healthy, amber for a battery fault and red for a lamp fault, so a walk-round takes minutes rather than an afternoon with a test switch.\n\nThe range covers bulkheads, exit signs and conversion kits for our panels and battens.',
    },
    nz: {
      description:
        'GUARDIAN runs its own monthly function test and six-monthly 90-minute discharge test, and records the results for your AS/NZS 2293 logbook.\n\nA status LED shows green for healthy, amber for a battery fault and red for a lamp fault, so a walk-round takes minutes rather than an afternoon with a test switch.\n\nThe range covers bulkheads, exit signs and conversion kits for our panels and battens.',
    },
  },
  {
    slug: 'manchester-factory-solar-array',
    date: '2025-02-10',
    category: 'sustainability',
    flags: ALL,
    sustainability: true,
    en: {
      title: 'Our Manchester factory now runs on its own solar power',
      alt: 'Rows of solar panels on the Lumen Lighting factory roof',
      description:
        'A 1.2 MW solar array now covers the roof of our Trafford Park factory. On a clear day it supplies every assembly line, the test laboratory and the warehouse.\n\nOver a year it will generate around 1,050 MWh, about 70% of the site’s electricity, and avoid roughly 220 tonnes of CO2.\n\nSurplus power on summer weekends is exported to the grid under a local energy agreement.',
    },
    fr: {
      title: 'Notre usine de Manchester produit sa propre énergie solaire',
      alt: 'Des rangées de panneaux solaires sur le toit de l’usine Lumen Lighting',
      description:
        'Une centrale solaire de 1,2 MW couvre désormais le toit de notre usine de Trafford Park. Par temps clair, elle alimente toutes les lignes d’assemblage, le laboratoire d’essais et l’entrepôt.\n\nSur un an, elle produira environ 1 050 MWh, soit près de 70 % de l’électricité du site, et évitera environ 220 tonnes de CO2.\n\nLe surplus des week-ends d’été est injecté dans le réseau dans le cadre d’un accord énergétique local.',
    },
  },
  {
    slug: 'titan-high-bay-dali-upgrade',
    date: '2025-03-03',
    category: 'product-news',
    flags: ALL,
    video: 'Lm7dQ2vX9aB',
    en: {
      title: 'TITAN high bays now ship with DALI-2 as standard',
      alt: 'A TITAN high bay hanging from a warehouse roof',
      description:
        'Every TITAN UFO high bay from 100 W to 240 W now has a DALI-2 driver at no extra cost, ready for daylight harvesting and presence detection.\n\nThe video shows how to address a row of TITANs from a handheld programmer in under five minutes.\n\nExisting 1-10V versions remain available for sites with analogue control systems.',
    },
    fr: {
      title: 'Les cloches TITAN sont désormais livrées en DALI-2 de série',
      alt: 'Une cloche TITAN suspendue sous la toiture d’un entrepôt',
      description:
        'Toutes les cloches rondes TITAN de 100 W à 240 W disposent maintenant d’un driver DALI-2 sans supplément, prêt pour la gestion de la lumière du jour et la détection de présence.\n\nLa vidéo montre comment adresser une rangée de TITAN depuis un programmateur portable en moins de cinq minutes.\n\nLes versions 1-10 V restent disponibles pour les sites équipés de systèmes de gestion analogiques.',
    },
  },
  {
    slug: 'lighting-design-team-doubles',
    date: '2025-03-27',
    category: 'company-news',
    flags: UK_IE,
    en: {
      title: 'Our free lighting design team has doubled',
      alt: 'Lighting designers reviewing a warehouse layout on screen',
      description:
        'Twelve lighting designers now work from Manchester and Dublin, turning plans into compliant layouts, lux calculations and energy estimates.\n\nMost designs come back within five working days, and installers can ask for a revision as often as the project changes.\n\nSend a plan from the lighting design page and tell us how the space is used; we do the rest.',
    },
    fr: {
      title: 'Notre équipe d’études d’éclairage gratuites a doublé',
      alt: 'Des concepteurs lumière étudiant une implantation d’entrepôt à l’écran',
      description:
        'Douze concepteurs lumière travaillent désormais à Manchester et à Dublin. Ils transforment vos plans en implantations conformes, calculs d’éclairement et estimations de consommation.\n\nLa plupart des études sont rendues sous cinq jours ouvrés, et les installateurs peuvent demander une révision à chaque évolution du projet.\n\nEnvoyez un plan depuis la page Étude d’éclairage en précisant l’usage des locaux : nous nous occupons du reste.',
    },
  },
  {
    slug: 'dublin-trade-counter-opens',
    date: '2025-04-22',
    category: 'company-news',
    flags: ['ireland'],
    en: {
      title: 'A new trade counter in Dublin',
      alt: 'The Lumen Lighting trade counter at Ballymount',
      description:
        'Irish installers can now collect stock from our new trade counter at Ballymount Business Park, open from 07:30 on weekdays.\n\nThe counter holds our 600 fastest-moving lines, from AURA downlights to GUARDIAN emergency kits, and anything else arrives from Manchester the next working day.\n\nBring your trade account number, or open an account at the counter in ten minutes.',
    },
  },
  {
    slug: 'aura-wins-luminaire-of-the-year',
    date: '2025-05-15',
    category: 'company-news',
    flags: ALL,
    en: {
      title: 'AURA named Luminaire of the Year',
      alt: 'The Lumen Lighting team on stage with the Luminaire of the Year award',
      description:
        'The judges of the 2025 Lighting Design Awards chose AURA as Luminaire of the Year, praising its colour switch and its tool-free fire hood.\n\nAURA was designed and tested in Manchester over two years, with more than forty installers trying prototypes on real jobs.\n\nThank you to everyone who gave us feedback along the way.',
    },
    fr: {
      title: 'AURA élu luminaire de l’année',
      alt: 'L’équipe Lumen Lighting sur scène avec le prix du luminaire de l’année',
      description:
        'Le jury des Lighting Design Awards 2025 a désigné AURA luminaire de l’année, saluant son sélecteur de couleur et son capot coupe-feu sans outil.\n\nAURA a été conçu et testé à Manchester pendant deux ans, avec plus de quarante installateurs qui ont essayé des prototypes sur de vrais chantiers.\n\nMerci à toutes celles et ceux qui nous ont fait part de leurs retours.',
    },
  },
  {
    slug: 'melbourne-warehouse-opens',
    date: '2025-06-09',
    category: 'company-news',
    flags: ANZ,
    en: {
      title: 'Our Melbourne warehouse is open',
      alt: 'Racking inside the new Lumen Lighting warehouse in Melbourne',
      description:
        'Our new 6,000 square metre warehouse in Burwood East now serves customers across Australia and New Zealand.\n\nStock that used to ship from the UK is now held locally, so most orders placed by 2pm leave the same day and reach metropolitan sites the next business day.\n\nEvery product stocked in Melbourne is tested to AS/NZS standards and carries RCM marking.',
    },
  },
  {
    slug: 'how-to-fit-a-fire-rated-downlight',
    date: '2025-06-30',
    category: 'product-news',
    flags: ALL,
    video: 'Qe4TzK8pW1c',
    en: {
      title: 'Video: fitting a fire-rated downlight in under two minutes',
      alt: 'An installer pushing an AURA downlight into a plasterboard ceiling',
      description:
        'In this short video our training lead fits an AURA fire-rated downlight from cut-out to switch-on.\n\nShe covers the 70 mm hole size, the push-fit terminal block, insulation clearance and how to set the colour switch before the fitting goes into the ceiling.\n\nThe same steps apply to HALO FIRE and LUNA.',
    },
    fr: {
      title: 'Vidéo : poser un spot coupe-feu en moins de deux minutes',
      alt: 'Un installateur insérant un spot AURA dans un plafond en plaques de plâtre',
      description:
        'Dans cette courte vidéo, notre responsable formation pose un spot coupe-feu AURA, de la découpe à la mise sous tension.\n\nElle aborde le perçage de 70 mm, le bornier à connexion rapide, la distance à l’isolant et le réglage du sélecteur de couleur avant la mise en place.\n\nLes mêmes étapes s’appliquent à HALO FIRE et LUNA.',
    },
  },
  {
    slug: 'st-aidans-academy-summer-relight',
    date: '2025-07-21',
    category: 'projects',
    flags: UK_IE,
    en: {
      title: 'St Aidan’s Academy relit over the summer holidays',
      alt: 'A bright classroom with OPTIMA low-glare panels',
      description:
        'In six weeks, our partner installers replaced the lighting in 48 classrooms, two sports halls and the library at St Aidan’s Academy.\n\nOPTIMA UGR<19 panels keep screens glare-free, and ARENA high bays in the sports halls are rated to survive a direct hit from a ball.\n\nThe school expects to save £21,000 a year on electricity.',
    },
    fr: {
      title: 'La St Aidan’s Academy rééclairée pendant les vacances d’été',
      alt: 'Une salle de classe lumineuse équipée de dalles basse luminance OPTIMA',
      description:
        'En six semaines, nos installateurs partenaires ont remplacé l’éclairage de 48 salles de classe, de deux gymnases et de la bibliothèque de la St Aidan’s Academy.\n\nLes dalles OPTIMA UGR<19 évitent les reflets sur les écrans, et les cloches ARENA des gymnases résistent à un tir de ballon direct.\n\nL’établissement prévoit d’économiser 21 000 £ par an d’électricité.',
    },
  },
  {
    slug: 'lyon-office-opens',
    date: '2025-08-18',
    category: 'company-news',
    flags: ['france'],
    en: {
      title: 'Lumen Lighting opens an office in Lyon',
      alt: 'The Lumen Lighting France team outside the Lyon office',
      description:
        'Our French team has moved into a new office and showroom in Lyon’s 8th arrondissement.\n\nInstallers and specifiers can see the full downlight, panel and linear ranges in working settings, and book a free lighting design with our French-speaking engineers.\n\nStock for France now ships from our Lyon partner warehouse within 48 hours.',
    },
    fr: {
      title: 'Lumen Lighting ouvre un bureau à Lyon',
      alt: 'L’équipe Lumen Lighting France devant le bureau de Lyon',
      description:
        'Notre équipe française s’installe dans de nouveaux bureaux avec showroom dans le 8e arrondissement de Lyon.\n\nInstallateurs et prescripteurs peuvent y découvrir nos gammes de spots, de dalles et de luminaires linéaires en situation, et réserver une étude d’éclairage gratuite avec nos ingénieurs francophones.\n\nLes commandes pour la France sont désormais expédiées sous 48 heures depuis notre entrepôt partenaire lyonnais.',
    },
  },
  {
    slug: 'ziigna-builder-launch',
    date: '2025-09-08',
    category: 'product-news',
    flags: ALL,
    video: 'R2nHc6YuJ0s',
    en: {
      title: 'Design a Ziigna linear run online',
      alt: 'The Ziigna builder showing an L-shaped linear run',
      description:
        'The new Ziigna builder lets you draw a straight, L-shaped or rectangular run, choose low density (about 1,750 lumens per metre) or high density (about 3,500), and get a parts list and quote in minutes.\n\nThe video walks through a 14-metre office run with two corners.\n\nSaved designs can be shared with a colleague or sent straight to our quotes team.',
    },
    fr: {
      title: 'Concevez une ligne Ziigna en ligne',
      alt: 'Le configurateur Ziigna affichant une ligne en L',
      description:
        'Le nouveau configurateur Ziigna permet de dessiner une ligne droite, en L ou rectangulaire, de choisir une densité basse (environ 1 750 lumens par mètre) ou haute (environ 3 500), puis d’obtenir une nomenclature et un devis en quelques minutes.\n\nLa vidéo présente une ligne de bureau de 14 mètres avec deux angles.\n\nLes configurations enregistrées peuvent être partagées avec un collègue ou envoyées directement à notre service devis.',
    },
  },
  {
    slug: 'luminaire-take-back-scheme',
    date: '2025-09-29',
    category: 'sustainability',
    flags: ['uk', 'ireland', 'france'],
    sustainability: true,
    en: {
      title: 'Send us your old luminaires: our take-back scheme',
      alt: 'Cages of old fluorescent fittings ready for recycling',
      description:
        'When you replace old fittings with Lumen Lighting products, we now collect the old ones from site at no charge on orders over £2,000.\n\nOur recycling partner recovers 96% of the material by weight: aluminium, steel, glass and the mercury in fluorescent tubes.\n\nEach collection comes with a waste transfer note and a certificate for your environmental report.',
    },
    fr: {
      title: 'Rapportez-nous vos anciens luminaires : notre programme de reprise',
      alt: 'Des caisses d’anciens luminaires fluorescents prêtes pour le recyclage',
      description:
        'Lorsque vous remplacez d’anciens luminaires par des produits Lumen Lighting, nous reprenons désormais gratuitement les anciens sur le chantier pour toute commande supérieure à 2 000 €.\n\nNotre partenaire de recyclage valorise 96 % des matériaux en poids : aluminium, acier, verre et mercure des tubes fluorescents.\n\nChaque collecte est accompagnée d’un bordereau de suivi des déchets et d’un certificat pour votre rapport environnemental.',
    },
  },
  {
    slug: 'auckland-hospital-emergency-upgrade',
    date: '2025-10-20',
    category: 'projects',
    flags: ['newzealand'],
    en: {
      title: 'GUARDIAN protects an Auckland hospital',
      alt: 'A hospital corridor with GUARDIAN exit signs',
      description:
        'More than 1,100 GUARDIAN emergency luminaires and exit signs now light the escape routes of a major Auckland hospital.\n\nBecause every fitting tests itself and reports faults, the facilities team no longer needs to shut corridors for manual discharge tests.\n\nThe installation was completed ward by ward over five months without disrupting patient care.',
    },
  },
  {
    slug: 'luxlive-2025',
    date: '2025-11-12',
    category: 'events',
    flags: UK_IE,
    en: {
      title: 'See us at LuxLive 2025, stand L40',
      alt: 'The Lumen Lighting stand at LuxLive',
      description:
        'Join us at ExCeL London on 19 and 20 November. Our stand shows PRISM tunable-white downlights ahead of their launch, and a full-size Ziigna installation you can reconfigure on the spot.\n\nOur engineers will run twenty-minute sessions on emergency lighting compliance at 11:00 and 15:00 each day.\n\nEntry is free for trade visitors.',
    },
    fr: {
      title: 'Retrouvez-nous au salon LuxLive 2025, stand L40',
      alt: 'Le stand Lumen Lighting au salon LuxLive',
      description:
        'Rejoignez-nous à l’ExCeL de Londres les 19 et 20 novembre. Notre stand présente en avant-première les spots PRISM à blanc dynamique et une installation Ziigna grandeur nature que vous pourrez reconfigurer sur place.\n\nNos ingénieurs animeront des sessions de vingt minutes sur la conformité de l’éclairage de secours à 11 h et 15 h chaque jour.\n\nL’entrée est gratuite pour les professionnels.',
    },
  },
  {
    slug: 'lumen-lighting-2026-catalogue',
    date: '2025-12-03',
    category: 'product-news',
    flags: ALL,
    en: {
      title: 'The 2026 catalogue: 1,500 products and a new layout',
      alt: 'The 2026 Lumen Lighting catalogue open on a desk',
      description:
        'The 2026 catalogue is organised by application rather than product type, so you can find everything for a classroom, a warehouse or a car park in one section.\n\nIt lists 1,500 products, including the PRISM tunable-white range and the expanded BEACON floodlight family.\n\nDownload it from the product catalogue page or ask for a printed copy.',
    },
    fr: {
      title: 'Le catalogue 2026 : 1 500 produits et une nouvelle organisation',
      alt: 'Le catalogue Lumen Lighting 2026 ouvert sur un bureau',
      description:
        'Le catalogue 2026 est organisé par application plutôt que par type de produit : tout ce qu’il faut pour une salle de classe, un entrepôt ou un parking se trouve dans une même section.\n\nIl présente 1 500 produits, dont la gamme PRISM à blanc dynamique et la famille de projecteurs BEACON élargie.\n\nTéléchargez-le depuis la page Catalogue produits ou demandez un exemplaire imprimé.',
    },
  },
  {
    slug: 'carbon-neutral-verification-2025',
    date: '2026-01-19',
    category: 'sustainability',
    flags: ALL,
    sustainability: true,
    en: {
      title: 'Carbon neutral for the third year running',
      alt: 'Engineers measuring energy use on the assembly line',
      description:
        'An independent audit has verified our operations as carbon neutral for 2025, for the third year in a row.\n\nOur measured scope 1 and 2 emissions fell by 31% against 2022, mainly thanks to the factory solar array and an all-electric van fleet. The remainder is offset through verified UK woodland and peatland projects.\n\nThe full report, including scope 3 estimates for our supply chain, is on our sustainability page.',
    },
    fr: {
      title: 'Neutres en carbone pour la troisième année consécutive',
      alt: 'Des ingénieurs mesurant la consommation d’énergie sur la ligne d’assemblage',
      description:
        'Un audit indépendant a confirmé la neutralité carbone de nos activités pour 2025, pour la troisième année consécutive.\n\nNos émissions mesurées des scopes 1 et 2 ont baissé de 31 % par rapport à 2022, grâce surtout à la centrale solaire de l’usine et à une flotte de véhicules entièrement électrique. Le reste est compensé par des projets certifiés de boisement et de tourbières au Royaume-Uni.\n\nLe rapport complet, avec les estimations du scope 3 de notre chaîne d’approvisionnement, est disponible sur notre page développement durable.',
    },
  },
  {
    slug: 'beacon-floodlight-pir',
    date: '2026-02-09',
    category: 'product-news',
    flags: ALL,
    en: {
      title: 'BEACON floodlights gain a plug-in PIR sensor',
      alt: 'A BEACON floodlight with its PIR sensor on a brick wall',
      description:
        'Every BEACON floodlight from 20 W to 100 W now accepts a plug-in PIR sensor that clips onto the driver housing without opening the fitting.\n\nThe sensor has adjustable time, range and daylight threshold, and an IP65 rating to match the floodlight.\n\nIt suits yards, entrances and security lighting where light is only needed when someone is there.',
    },
    fr: {
      title: 'Les projecteurs BEACON accueillent un détecteur PIR enfichable',
      alt: 'Un projecteur BEACON équipé de son détecteur PIR sur un mur de briques',
      description:
        'Tous les projecteurs BEACON de 20 W à 100 W acceptent désormais un détecteur PIR enfichable qui se clipse sur le boîtier du driver sans ouvrir le luminaire.\n\nLe détecteur offre une temporisation, une portée et un seuil crépusculaire réglables, et un indice IP65 identique à celui du projecteur.\n\nIl convient aux cours, entrées et éclairages de sécurité où la lumière n’est utile qu’en présence de quelqu’un.',
    },
  },
  {
    slug: 'light-and-building-2026',
    date: '2026-03-08',
    category: 'events',
    flags: ALL,
    video: 'v9XbA3kLm5T',
    en: {
      title: 'Highlights from Light + Building 2026',
      alt: 'Visitors at the Lumen Lighting stand in Frankfurt',
      description:
        'More than 9,000 visitors came to our stand in Frankfurt, where we showed the PRISM range, the Ziigna builder and a preview of our first fully recyclable panel.\n\nThis video gathers the best moments, including the live Ziigna configuration challenge won by an installer from Leeds.\n\nThank you to everyone who visited.',
    },
    fr: {
      title: 'Les temps forts de Light + Building 2026',
      alt: 'Des visiteurs sur le stand Lumen Lighting à Francfort',
      description:
        'Plus de 9 000 visiteurs sont passés sur notre stand à Francfort, où nous présentions la gamme PRISM, le configurateur Ziigna et un avant-goût de notre première dalle entièrement recyclable.\n\nCette vidéo rassemble les meilleurs moments, dont le défi de configuration Ziigna en direct remporté par un installateur de Leeds.\n\nMerci à toutes et à tous pour votre visite.',
    },
  },
  {
    slug: 'sydney-stadium-floodlighting',
    date: '2026-03-30',
    category: 'projects',
    flags: ['australia'],
    en: {
      title: 'STADIA floodlights for a Sydney community stadium',
      alt: 'A floodlit rugby pitch at night',
      description:
        'A 5,000-seat community stadium in western Sydney has replaced its metal halide towers with 96 STADIA LED floodlights.\n\nThe new system meets broadcast lighting levels for regional matches, switches on instantly after a power interruption and uses 62% less energy.\n\nVisors fitted to every floodlight keep spill light away from the homes around the ground.',
    },
  },
  {
    slug: 'optima-dali-2',
    date: '2026-04-20',
    category: 'product-news',
    flags: ALL,
    en: {
      title: 'OPTIMA panels now with DALI-2 and emergency in one',
      alt: 'An OPTIMA panel with its integrated emergency test button',
      description:
        'The OPTIMA UGR<19 panel is now available with DALI-2 dimming and three-hour self-test emergency built into the same driver housing.\n\nThat means one fitting, one cable entry and one product code where installers previously needed a separate conversion kit.\n\nThe panel keeps its 125 lumens per watt efficacy and five-year warranty.',
    },
    fr: {
      title: 'Dalles OPTIMA : DALI-2 et secours réunis',
      alt: 'Une dalle OPTIMA avec son bouton de test de secours intégré',
      description:
        'La dalle OPTIMA UGR<19 existe désormais avec gradation DALI-2 et fonction secours autotestable de trois heures dans un même boîtier de driver.\n\nUn seul luminaire, une seule entrée de câble et une seule référence là où il fallait auparavant un kit de conversion séparé.\n\nLa dalle conserve son efficacité de 125 lumens par watt et sa garantie de cinq ans.',
    },
  },
  {
    slug: 'apprenticeship-programme-2026',
    date: '2026-05-18',
    category: 'company-news',
    flags: ['uk'],
    en: {
      title: 'Twelve new apprentices join our Manchester factory',
      alt: 'Apprentices in the Lumen Lighting test laboratory',
      description:
        'This year’s apprentices will spend three years across assembly, electronics, photometric testing and customer support, with day release to Trafford College.\n\nSince the programme began in 2016, 41 of our 48 apprentices have stayed with the company, and six now lead teams of their own.\n\nApplications for the 2027 intake open in January on our careers page.',
    },
    fr: {
      title: 'Douze nouveaux apprentis rejoignent notre usine de Manchester',
      alt: 'Des apprentis dans le laboratoire d’essais Lumen Lighting',
      description:
        'Les apprentis de cette année passeront trois ans entre l’assemblage, l’électronique, les essais photométriques et le service client, en alternance avec le Trafford College.\n\nDepuis le lancement du programme en 2016, 41 de nos 48 apprentis sont restés dans l’entreprise et six encadrent aujourd’hui leur propre équipe.\n\nLes candidatures pour la promotion 2027 ouvriront en janvier sur notre page carrières.',
    },
  },
  {
    slug: 'harbourside-cold-store',
    date: '2026-06-15',
    category: 'projects',
    flags: ALL,
    en: {
      title: 'Cutting cold-store lighting energy by 74%',
      alt: 'ATLAS linear high bays over cold-store racking',
      description:
        'Harbourside Logistics swapped 820 sodium and fluorescent fittings for ATLAS linear high bays rated down to -30°C.\n\nPresence detection lights each aisle only when a forklift enters, and the LEDs give off far less heat than the old lamps, easing the load on the refrigeration plant.\n\nRead the full case study for the payback calculation and the phased installation plan.',
    },
    fr: {
      title: 'Entrepôt frigorifique : 74 % d’énergie d’éclairage en moins',
      alt: 'Des cloches linéaires ATLAS au-dessus des rayonnages d’un entrepôt frigorifique',
      description:
        'Harbourside Logistics a remplacé 820 luminaires au sodium et fluorescents par des cloches linéaires ATLAS fonctionnant jusqu’à -30 °C.\n\nLa détection de présence n’allume chaque allée qu’au passage d’un chariot, et les LED dégagent bien moins de chaleur que les anciennes lampes, ce qui soulage l’installation frigorifique.\n\nConsultez l’étude de cas complète pour le calcul du retour sur investissement et le phasage des travaux.',
    },
  },
  {
    slug: 'energy-labels-explained',
    date: '2026-07-06',
    category: 'product-news',
    flags: ['uk', 'ireland', 'france'],
    en: {
      title: 'Energy labels explained: what A to G means for LED lighting',
      alt: 'An energy label next to an LED lamp',
      description:
        'Since the rescaled energy label arrived, a lamp that was A++ may now be rated E or F, even though it uses exactly the same power.\n\nOur guide explains how the classes are calculated from lumens per watt, where to find a product’s label in the EPREL database, and why class D is already an efficient LED.\n\nEvery product page on our site now shows its energy class and links to its label.',
    },
    fr: {
      title: 'L’étiquette énergie expliquée : ce que signifient les classes A à G',
      alt: 'Une étiquette énergie à côté d’une lampe LED',
      description:
        'Depuis la nouvelle échelle de l’étiquette énergie, une lampe autrefois classée A++ peut être notée E ou F, alors qu’elle consomme exactement la même puissance.\n\nNotre guide explique comment les classes sont calculées à partir des lumens par watt, où trouver l’étiquette d’un produit dans la base EPREL, et pourquoi la classe D correspond déjà à une LED efficace.\n\nChaque fiche produit de notre site affiche désormais sa classe énergétique et un lien vers son étiquette.',
    },
  },
  {
    slug: 'plastic-free-packaging',
    date: '2026-08-24',
    category: 'sustainability',
    flags: ALL,
    sustainability: true,
    video: 'Jk8sP0wQe4D',
    en: {
      title: 'Our packaging is now plastic-free',
      alt: 'A downlight packed in moulded pulp in a cardboard box',
      description:
        'From August every Lumen Lighting product ships in cardboard and moulded pulp, with no polystyrene, bubble wrap or plastic bags.\n\nThe change removes about 38 tonnes of plastic a year from building sites, and the new boxes stack more tightly, so each pallet carries 15% more products.\n\nThe video shows the new packaging being drop-tested in our laboratory.',
    },
    fr: {
      title: 'Nos emballages sont désormais sans plastique',
      alt: 'Un spot calé dans de la pulpe moulée dans un carton',
      description:
        'Depuis août, tous les produits Lumen Lighting sont expédiés dans du carton et de la pulpe moulée, sans polystyrène, papier bulle ni sachet plastique.\n\nCe changement retire environ 38 tonnes de plastique par an des chantiers, et les nouveaux cartons s’empilent mieux : chaque palette transporte 15 % de produits en plus.\n\nLa vidéo montre les tests de chute des nouveaux emballages dans notre laboratoire.',
    },
  },
  {
    slug: 'prism-tunable-white-launch',
    date: '2026-09-14',
    category: 'product-news',
    flags: ALL,
    en: {
      title: 'PRISM: tunable-white downlights for wellbeing',
      alt: 'PRISM downlights shifting from cool to warm light in an office',
      description:
        'PRISM downlights shift from 2700K to 6500K through the day, following a circadian schedule or a wall control.\n\nWith a colour rendering index above 90 and UGR below 19, they suit healthcare, education and offices where people spend long hours indoors.\n\nPRISM works with DALI DT8 and with our own Bluetooth app for smaller projects.',
    },
    fr: {
      title: 'PRISM : des spots à blanc dynamique pour le bien-être',
      alt: 'Des spots PRISM passant d’une lumière froide à une lumière chaude dans un bureau',
      description:
        'Les spots PRISM évoluent de 2700K à 6500K au fil de la journée, selon un programme circadien ou une commande murale.\n\nAvec un indice de rendu des couleurs supérieur à 90 et un UGR inférieur à 19, ils conviennent à la santé, à l’enseignement et aux bureaux où l’on passe de longues heures à l’intérieur.\n\nPRISM fonctionne en DALI DT8 et avec notre application Bluetooth pour les projets plus modestes.',
    },
  },
  {
    slug: 'christchurch-trade-counter',
    date: '2026-10-12',
    category: 'company-news',
    flags: ['newzealand'],
    en: {
      title: 'A trade counter for Christchurch',
      alt: 'The new Lumen Lighting trade counter in Christchurch',
      description:
        'South Island electricians can now collect stock from our new trade counter in Hornby, Christchurch, open from 7:00am on weekdays.\n\nThe counter carries our most popular downlights, battens and emergency fittings, and takes orders for next-day delivery from Auckland.\n\nCome in for a coffee and see the PRISM range working.',
    },
  },
  {
    slug: 'golden-ticket-returns',
    date: '2026-11-02',
    category: 'company-news',
    flags: UK_IE,
    en: {
      title: 'The Golden Ticket returns for winter',
      alt: 'A golden ticket on a workbench',
      description:
        'From today until 29 January, every qualifying purchase through a participating wholesaler is an entry into the Golden Ticket draw.\n\nThere are weekly prizes of tools and vouchers, monthly prizes of a fully equipped van fit-out, and an instant-win draw for every entry.\n\nRegister your serial numbers on the Golden Ticket page; terms and conditions apply.',
    },
    fr: {
      title: 'Le Golden Ticket revient cet hiver',
      alt: 'Un ticket doré sur un établi',
      description:
        'Jusqu’au 29 janvier, chaque achat éligible chez un grossiste participant vaut une participation au tirage Golden Ticket.\n\nÀ gagner : des outils et des bons d’achat chaque semaine, l’aménagement complet d’un utilitaire chaque mois, et un tirage instantané à chaque participation.\n\nEnregistrez vos numéros de série sur la page Golden Ticket ; voir conditions générales.',
    },
  },
];

/** An event written for the Australian edition only: it has no en-GB document at all. */
const AU_ONLY_NEWS: Fields = {
  title: 'Meet us at the Sydney Build Expo',
  date: '2026-10-26',
  published_at: '2026-10-26T22:00:00.000Z',
  pageSlug: 'sydney-build-expo-2026',
  image: media('news/sydney-build-expo-2026.jpg'),
  alternativeText: 'The Lumen Lighting Australia stand at a trade show',
  alternativeTextDetailPage: 'The Lumen Lighting Australia stand at a trade show',
  description:
    'Our Australian team will be at ICC Sydney on 5 and 6 November, stand C22, with the PRISM range, GUARDIAN self-test emergency lighting and a live Ziigna build.\n\nBook a fifteen-minute session with one of our lighting designers to bring your project drawings along.',
  news_category: 'events',
  publish_in_country: {
    uk: false,
    france: false,
    newzealand: false,
    ireland: false,
    australia: true,
  },
  sustainabilityArticle: false,
  embedUrl: null,
  seoTitle: 'Meet Lumen Lighting at the Sydney Build Expo',
  seoDescription: 'Visit stand C22 at ICC Sydney on 5 and 6 November.',
};

function firstParagraph(text: string, max = 155): string {
  const para = text.split('\n\n')[0] ?? text;
  if (para.length <= max) return para;
  const cut = para.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

function copyFields(c: Copy): Fields {
  return {
    title: c.title,
    description: c.description,
    alternativeText: c.alt,
    alternativeTextDetailPage: c.alt,
    seoTitle: `${c.title} | Lumen Lighting`,
    seoDescription: firstParagraph(c.description),
  };
}

function newsUpdates(): SeedDoc[] {
  return [
    ...NEWS.flatMap((n) =>
      entry('newsUpdates', n.slug, {
        shared: {
          date: n.date,
          published_at: `${n.date}T08:00:00.000Z`,
          pageSlug: n.slug,
          image: media(`news/${n.slug}.jpg`),
          ogImage: media(`news/${n.slug}.jpg`),
          embedUrl: n.video ? `https://www.youtube.com/embed/${n.video}` : null,
          news_category: n.category,
          publish_in_country: Object.fromEntries(
            NEWS_COUNTRY_FLAGS.map((f) => [f, n.flags.includes(f)]),
          ),
          sustainabilityArticle: n.sustainability === true,
          seoKeywords: null,
        },
        en: copyFields(n.en),
        fr: n.fr ? copyFields(n.fr) : undefined,
        au: n.au,
        nz: n.nz,
      }),
    ),
    regionalEntry('newsUpdates', 'sydney-build-expo-2026', 'en-AU', AU_ONLY_NEWS),
  ];
}

function newsCategories(): SeedDoc[] {
  return CATEGORIES.flatMap((c, i) =>
    entry('newsCategories', c.id, {
      shared: { orderId: i + 1 },
      en: { displayName: c.en },
      fr: { displayName: c.fr },
    }),
  );
}

function newsYearLabels(): SeedDoc[] {
  return ['2024', '2025', '2026'].flatMap((year) =>
    entry('newsYearLabels', year, {
      shared: { yearKey: year },
      en: { yearLabel: `News from ${year}` },
      fr: { yearLabel: `Actualités ${year}` },
    }),
  );
}

export function newsContent(): SeedDoc[] {
  return [...newsCategories(), ...newsYearLabels(), ...newsUpdates()];
}

/** Exposed for tests that check the spread of the seeded news. */
export const SEEDED_NEWS = NEWS;
