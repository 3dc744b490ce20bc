import type { MessageValue } from './message-value.ts';

/**
 * Fixed UI strings: the ones the spec quotes verbatim, plus the labels every page needs that
 * do not come from the content service (buttons, landmarks, screen-reader text).
 * Copy that editors own (banners, headings, menu names) stays in the content service.
 *
 * English is the source of truth for keys and placeholders; `fr.ts` must match it.
 */
export const en = {
  // Common actions and landmarks
  'common.home': 'Home',
  'common.products': 'Products',
  'common.search': 'Search',
  'common.close': 'Close',
  'common.menu': 'Menu',
  'common.openMenu': 'Open menu',
  'common.closeMenu': 'Close menu',
  'common.contact': 'Contact',
  'common.login': 'Login',
  'common.subscribe': 'Subscribe',
  'common.back': 'Back',
  'common.ok': 'OK',
  'common.loading': 'Loading...',
  'common.showAll': 'Show All',
  'common.clearAll': 'Clear all',
  'common.readMore': 'Read more',
  'common.readLess': 'Read less',
  'common.download': 'Download',
  'common.viewOnline': 'View online',
  'common.learnMore': 'Learn more',
  'common.applyNow': 'Apply now',
  'common.opensInNewTab': '(opens in a new tab)',
  'common.skipToContent': 'Skip to main content',
  'common.breadcrumb': 'Breadcrumb',
  'common.imageUnavailable': 'Image not available',
  'common.playVideo': 'Play video',
  'common.noVideos': 'No videos available',
  // A label before its value ('Part number: DL-1'); French puts a no-break space before ':'.
  'common.labelled': '{label}:',

  // Header and footer
  'header.mainNavigation': 'Main navigation',
  'header.homeLink': 'Go to the home page',
  'header.chooseCountry': 'Choose your country and language',
  'header.country': 'Country',
  'footer.supportHours': 'Support hours {hours}',
  'footer.phone': 'Phone',
  'footer.fax': 'Fax',
  'footer.email': 'Email',
  'footer.followUs': 'Follow us',
  'footer.legal': 'Legal',
  'footer.awards': 'Awards and certifications',
  'footer.viewCertificate': 'View certificate for {award}',
  'footer.addresses': 'Addresses',
  'footer.contactDetails': 'Contact details',
  'footer.links': 'Useful links',
  'footer.support': 'Customer support',
  'footer.ukPhone': 'UK',
  'footer.irelandPhone': 'Ireland',
  'newsletter.dialogTitle': 'Subscribe to our newsletter',
  'newsletter.emailLabel': 'Email address',
  'newsletter.heading': 'Newsletter',
  'forms.loading': 'Loading the form...',
  'forms.unavailable':
    'The form cannot be loaded right now. Please try again later, or call or email us.',

  // Search (spec §2 Product search overlay, §5)
  'search.required': 'This is required',
  'search.placeholder': 'Search products',
  'search.open': 'Open search',
  'search.submit': 'Search products',
  'search.clear': 'Clear search',
  'search.suggestions': 'Suggestions',
  'search.searching': 'Searching...',
  'search.resultsFor': 'Results for "{term}"',
  'search.suggestionsCount': {
    one: '{count} suggestion available',
    other: '{count} suggestions available',
  },

  // Product lists (overlay and listing share the count and load-more texts)
  'products.showingCount': {
    one: 'Showing {shown} of {count} product',
    other: 'Showing {shown} of {count} products',
  },
  'products.showingNone': 'Showing 0 products',
  'products.loadMore': 'Load more products',
  'products.itemsPerPage': 'Items per page',
  'products.sortBy': 'Sort by',
  'products.partNumber': 'Part number',
  'products.viewProduct': 'View product',

  // Sort options (spec §9); keyed by the API's sort value
  'sort.a-zSort': 'Product A-Z',
  'sort.z-aSort': 'Product Z-A',
  'sort.skua-zSort': 'Part Code/SKU A-Z',
  'sort.skuz-aSort': 'Part Code/SKU Z-A',
  'sort.bestSeller': 'Best Sellers',

  // Filter panel (spec §2 Product listing)
  'filters.title': 'Filters',
  'filters.open': 'Show filters',
  'filters.applied': 'Applied Filters',
  'filters.clearAll': 'Clear all filters',
  'filters.remove': 'Remove filter {label}',
  'filters.showMore': 'Show {count} more',
  'filters.showLess': 'Show less',
  'facets.subCategory': 'Sub Category',
  'facets.range': 'Ranges',
  'facets.cct': 'Colour temperature (CCT)',
  'facets.energyClass': 'Energy class',
  'facets.ipRating': 'IP rating',
  'facets.powerFactor': 'Power factor',
  'facets.warranty': 'Warranty',
  'facets.ugr': 'UGR',
  'facets.totalPower': 'Total power',
  'facets.efficacy': 'Efficacy',
  'facets.smartProduct': 'Smart product',

  // Pagination
  'pagination.label': 'Pagination',
  'pagination.first': 'First',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.last': 'Last',
  'pagination.firstPage': 'First page',
  'pagination.previousPage': 'Previous page',
  'pagination.nextPage': 'Next page',
  'pagination.lastPage': 'Last page',
  'pagination.page': 'Page {page}',

  // Carousels
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.pause': 'Pause slideshow',
  'carousel.play': 'Play slideshow',
  'carousel.slide': 'Slide {index} of {count}',
  // What a screen reader calls the carousel and each slide (aria-roledescription).
  'carousel.roleDescription': 'carousel',
  'carousel.slideRoleDescription': 'slide',

  // Product detail (spec §2, §8)
  'product.similar': 'Similar Products',
  'product.notAvailableTitle': 'Product Not Available',
  'product.notAvailableMessage':
    'This product is not available in your country. Check similar available products.',
  'product.availableAlternatives': 'Similar products available in your country',

  // Catalogue pages (spec §2 Range selection, Product listing, Product detail)
  'catalogue.chooseRange': 'Choose a range',
  'catalogue.results': 'Products',
  'catalogue.noFilters': 'No filters apply to these products.',
  'product.image': '{title}, part number {partNumber}',
  'product.ratings': 'Ratings and warranty',
  'product.warranty': '{years}-year warranty',
  'product.onSiteWarranty': '2-year on-site warranty',
  'product.lifetime': '{hours} hours lifetime',
  'product.icel': 'ICEL registered',
  'product.tilt': 'Tilt {angle}',
  'product.rotate': 'Rotate {angle}',
  'product.cri': 'CRI {value}',
  'product.accessoryPartNumber': 'Part number {partNumber}',

  // Home
  'hero.countdownExpired': 'Countdown expired!',
  'countdown.days': 'Days',
  'countdown.hours': 'Hours',
  'countdown.minutes': 'Minutes',
  'countdown.seconds': 'Seconds',
  'countdown.label': 'Time left',
  'home.heroLabel': 'Highlights',
  'home.exploreRanges': 'Explore our ranges',
  'home.featuredProducts': 'Featured products',
  'home.viewAllNews': 'View all news',
  'home.customers': 'Our customers',
  'home.clients': 'Trusted by',
  'home.contact': 'Contact us',
  'home.contentUnavailable':
    'The content of this page is not available at the moment. Please try again later.',

  // News (spec §2 News)
  'news.latest': 'Latest News',
  'news.archived': 'Archived News',
  'news.backToNews': 'Back to news',
  'news.searchPlaceholder': 'Search news',
  'news.category': 'Category',
  'news.allCategories': 'All categories',
  'news.year': 'Year',
  'news.noResults': 'No news matches your search.',

  // Error pages (spec §2 Error pages)
  'errors.notFoundTitle': 'Page not found',
  'errors.notFoundMessage':
    'The page you are looking for might have been removed or be temporarily unavailable.',
  'errors.backToHome': 'Back to Home',
  'errors.serverErrorTitle': 'Internal server error',
  'errors.serverErrorMessage': 'Something went wrong on our side. Please try again in a moment.',
  'errors.goToHome': 'Go to Home',
  // An app behind the gateway (campaigns, the customer account, the website itself) is down.
  'errors.unavailableTitle': 'Temporarily unavailable',
  'errors.unavailableMessage':
    'This part of our website is not available at the moment. Please try again in a few minutes.',
  'errors.tryAgain': 'Try again',
} as const satisfies Record<string, MessageValue>;
