export { ApiErrorSchema } from './api-error.ts';
export type { ApiErrorBody } from './api-error.ts';
export {
  ProductSitemapEntrySchema,
  ProductSitemapQuerySchema,
  ProductSitemapResponseSchema,
  AccessorySchema,
  AutocompleteQuerySchema,
  AutocompleteResponseSchema,
  CategorySlugParamsSchema,
  ChapterSchema,
  ChaptersTreeResponseSchema,
  CountryIdSchema,
  CountryQuerySchema,
  CustomFieldSchema,
  DEFAULT_AUTOCOMPLETE_SIZE,
  DEFAULT_FILTER_SIZE,
  DEFAULT_LISTING_SIZE,
  DEFAULT_PRODUCT_LANGUAGE,
  DEFAULT_PRODUCT_SORT,
  DEFAULT_SEARCH_SIZE,
  DEFAULT_SIMILAR_SIZE,
  FACET_NAMES,
  FacetSchema,
  FacetValueSchema,
  FacetValuesSchema,
  FeatureGroupSchema,
  FeatureSchema,
  isLookupText,
  FilterProductsRequestSchema,
  LISTING_PAGE_SIZES,
  ListingFiltersSchema,
  ListProductsRequestSchema,
  ListProductsResponseSchema,
  MAX_AUTOCOMPLETE_SIZE,
  MAX_FILTER_SIZE,
  MAX_LISTING_PAGE,
  MAX_LISTING_SIZE,
  MAX_PART_NUMBER_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_SIZE,
  MAX_THUMB_SIDE,
  THUMB_SIDES,
  MediaSchema,
  normalizeSearchTerm,
  PaginationSchema,
  parseProductSort,
  PartNumberQuerySchema,
  productIdOf,
  PRODUCT_LANGUAGES,
  PRODUCT_SORTS,
  ProductDocumentSchema,
  ProductLanguageSchema,
  ProductListSchema,
  ProductSchema,
  ProductSummaryListSchema,
  ProductSummarySchema,
  SearchByTextRequestSchema,
  SearchProductsQuerySchema,
  SearchProductsResponseSchema,
  SimilarProductsQuerySchema,
  SubChapterSchema,
  ThumbParamsSchema,
  ThumbQuerySchema,
  TradeProductParamsSchema,
  TradeProductQuerySchema,
  TranslatedCategoryResponseSchema,
} from './catalogue.ts';
export type {
  ProductSitemapEntry,
  AutocompleteQuery,
  AutocompleteResponse,
  Chapter,
  CustomField,
  Facet,
  FacetName,
  FilterProductsRequest,
  ListingFilters,
  ListProductsRequest,
  ListProductsResponse,
  Media,
  PartNumberQuery,
  Product,
  ProductSort,
  ProductSummary,
  SearchByTextRequest,
  SearchProductsQuery,
  SearchProductsResponse,
  SimilarProductsQuery,
  TranslatedCategoryResponse,
} from './catalogue.ts';
export type { ProductLanguage } from '@lumen/i18n';
export {
  CreateSearchHistorySchema,
  SEARCH_PLATFORMS,
  SearchHistoryEntrySchema,
} from './search-history.ts';
export type { CreateSearchHistory, SearchHistoryEntry, SearchPlatform } from './search-history.ts';
export { CONTACT_COUNTRIES, CONTACT_LIMITS, CONTACT_SUBJECTS } from './contact-constants.ts';
export type { ContactCountry, ContactField, ContactSubject } from './contact-constants.ts';
export { ContactMessageReceiptSchema, CreateContactMessageSchema } from './contact.ts';
export type {
  ContactMessageInput,
  ContactMessageReceipt,
  CreateContactMessage,
} from './contact.ts';
export { SEARCH_TERM_REQUIRED_MESSAGE, SearchTermSchema } from './search.ts';
export type { SearchTerm } from './search.ts';
export {
  CONTROL_CHARACTER_RUNS,
  NO_CONTROL_CHARACTERS,
  NO_CONTROL_CHARACTERS_MESSAGE,
} from './text.ts';
export {
  ANONYMISED,
  ASM_NAMES,
  CURRENCY_BY_COUNTRY,
  CURRENCY_SYMBOLS,
  DRAW_KINDS,
  EXPRESS_COUNTRIES,
  EXPRESS_LIMITS,
  GOLDEN_TICKET_LIMITS,
  GOLDEN_TICKET_MESSAGES,
  PROMOTION_KINDS,
  PROMOTION_RETENTION,
  REDEEM_COUNTRIES,
  SERIAL_ALPHABET,
} from './promotions-constants.ts';
export type {
  AsmName,
  DrawKind,
  ExpressCountry,
  PrizeCurrency,
  PromotionKind,
  RedeemCountry,
} from './promotions-constants.ts';
export {
  ExpressContractorSchema,
  ExpressEntryReceiptSchema,
  ExpressEntrySchema,
  ExpressLeaderboardQuerySchema,
  ExpressLeaderboardRowSchema,
  ExpressLeaderboardSchema,
  GoldenTicketCurrentSchema,
  GoldenTicketEntryResultSchema,
  GoldenTicketEntrySchema,
  GoldenTicketWinnersQuerySchema,
  GoldenTicketWinnersSchema,
  PromotionLimitsSchema,
  PromotionPrizesSchema,
  RedeemInstantWinResultSchema,
  RedeemInstantWinSchema,
  WinnerRowSchema,
} from './promotions.ts';
export type {
  ExpressContractor,
  ExpressEntry,
  ExpressEntryInput,
  ExpressEntryReceipt,
  ExpressLeaderboard,
  ExpressLeaderboardQuery,
  ExpressLeaderboardRow,
  GoldenTicketCurrent,
  GoldenTicketEntry,
  GoldenTicketEntryInput,
  GoldenTicketEntryResult,
  GoldenTicketWinners,
  GoldenTicketWinnersQuery,
  PromotionLimits,
  PromotionPrizes,
  RedeemInstantWin,
  RedeemInstantWinInput,
  RedeemInstantWinResult,
  WinnerRow,
} from './promotions.ts';
export {
  INVOICE_FILE_ACCEPT,
  INVOICE_FILE_TYPES,
  INVOICE_MAX_BYTES,
  INVOICE_UPLOAD_LIMITS,
  invoiceFileProblem,
} from './invoice-upload-constants.ts';
export type { InvoiceFileType } from './invoice-upload-constants.ts';
export {
  InvoiceCampaignCurrentSchema,
  InvoiceUploadFieldsSchema,
  InvoiceUploadReceiptSchema,
} from './invoice-upload.ts';
export type {
  InvoiceCampaignCurrent,
  InvoiceUploadFields,
  InvoiceUploadFieldsInput,
  InvoiceUploadReceipt,
} from './invoice-upload.ts';
export { MAX_IMAGE_PIXELS, UPLOAD_FILE_ACCEPT, UPLOAD_FILE_TYPES } from './upload-file-types.ts';
export type { UploadFileType } from './upload-file-types.ts';
export {
  QUOTE_ATTACHMENT_ACCEPT,
  QUOTE_ATTACHMENT_TYPES,
  QUOTE_ATTACHMENTS_FIELD,
  QUOTE_DOCUMENT_ID_PATTERN,
  QUOTE_FILE_FIELD,
  QUOTE_FILE_TYPES,
  QUOTE_PHONE_EXAMPLES,
  QUOTE_REQUEST_LIMITS,
  QUOTE_REQUEST_MESSAGES,
  claimedUploadType,
  quoteAttachmentProblem,
  quoteFilesBytes,
  quotePhoneExample,
} from './quote-request-constants.ts';
export type { ChosenFile } from './quote-request-constants.ts';
export {
  QuoteRequestFieldsSchema,
  QuoteRequestFormSchema,
  QuoteRequestReceiptSchema,
} from './quote-request.ts';
export type {
  QuoteRequestFields,
  QuoteRequestFieldsInput,
  QuoteRequestForm,
  QuoteRequestFormInput,
  QuoteRequestReceipt,
} from './quote-request.ts';
export {
  ADMIN_LIST_LIMITS,
  AUDIT_ACTIONS,
  CARD_ROLES,
  cardsFor,
  STAFF_CARDS,
  STAFF_LIMITS,
  STAFF_MESSAGES,
  STAFF_ROLES,
  STAFF_USER_NAME,
} from './staff-constants.ts';
export type { AuditAction, StaffCard, StaffRole } from './staff-constants.ts';
export {
  AuditLogEntrySchema,
  AuditLogExportQuerySchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  checkDateRange,
  CreateStaffSchema,
  pageOf,
  SignInSchema,
  StaffAccountSchema,
  StaffIdParamsSchema,
  StaffListSchema,
  StaffPasswordSchema,
  StaffRoleSchema,
  StaffSessionSchema,
  UpdateStaffSchema,
} from './staff.ts';
export type {
  AuditLogEntry,
  AuditLogExportQuery,
  AuditLogPage,
  AuditLogQuery,
  CreateStaff,
  CreateStaffInput,
  SignIn,
  StaffAccount,
  StaffList,
  StaffPassword,
  StaffSession,
  UpdateStaff,
} from './staff.ts';
export { CSV_BOM, csvCell, csvLine } from './csv.ts';
export {
  messagePreview,
  QUOTE_ADMIN_LIMITS,
  QuoteDocumentParamsSchema,
  QuoteDocumentSchema,
  QuoteExportQuerySchema,
  QuoteListPageSchema,
  QuoteListQuerySchema,
  QuoteListRowSchema,
  QuoteSearchQuerySchema,
  QuoteSearchResultSchema,
} from './quote-admin.ts';
export type {
  QuoteDocument,
  QuoteExportQuery,
  QuoteListPage,
  QuoteListQuery,
  QuoteListRow,
  QuoteSearchQuery,
  QuoteSearchResult,
} from './quote-admin.ts';
export {
  countryNameOf,
  SEARCH_PLATFORM_FILTERS,
  SearchHistoryExportQuerySchema,
  SearchHistoryListQuerySchema,
  SearchHistoryPageSchema,
  SearchHistoryRowSchema,
  SearchTermStatSchema,
  SearchTermStatsPageSchema,
  SearchTermStatsQuerySchema,
} from './search-statistics.ts';
export type {
  SearchHistoryExportQuery,
  SearchHistoryListQuery,
  SearchHistoryPage,
  SearchHistoryRow,
  SearchPlatformFilter,
  SearchTermStat,
  SearchTermStatsPage,
  SearchTermStatsQuery,
} from './search-statistics.ts';
export {
  GOLDEN_CUSTOMERS_DEFAULT_START,
  GoldenCustomerRowSchema,
  GoldenCustomersExportQuerySchema,
  GoldenCustomersPageSchema,
  GoldenCustomersQuerySchema,
} from './golden-ticket-admin.ts';
export {
  PromotionRetentionListSchema,
  PromotionRetentionRowSchema,
  RetentionDaysSchema,
} from './promotion-retention.ts';
export type { PromotionRetentionList, PromotionRetentionRow } from './promotion-retention.ts';
export type {
  GoldenCustomerRow,
  GoldenCustomersExportQuery,
  GoldenCustomersPage,
  GoldenCustomersQuery,
} from './golden-ticket-admin.ts';
export {
  GardenPromoDocumentParamsSchema,
  GardenPromoPageSchema,
  GardenPromoQuerySchema,
  GardenPromoRowSchema,
  gardenPromoDefaultStart,
} from './garden-promo-admin.ts';
export type { GardenPromoPage, GardenPromoQuery, GardenPromoRow } from './garden-promo-admin.ts';
export {
  CampaignInvoiceParamsSchema,
  CampaignInvoiceRowSchema,
  CampaignInvoicesExportQuerySchema,
  CampaignInvoicesPageSchema,
  CampaignInvoicesQuerySchema,
} from './campaign-invoices-admin.ts';
export type {
  CampaignInvoiceRow,
  CampaignInvoicesExportQuery,
  CampaignInvoicesPage,
  CampaignInvoicesQuery,
} from './campaign-invoices-admin.ts';
export {
  NOTIFICATION_LIMITS,
  NotificationControlSchema,
  NotificationSettingSchema,
  NotificationSettingsSchema,
} from './notification-settings.ts';
export type { NotificationControl, NotificationSetting } from './notification-settings.ts';
export {
  GOLDEN_DRAW_NUMBER_MAX,
  GOLDEN_DRAW_TIMING,
  GoldenCustomerQuerySchema,
  GoldenCustomerSchema,
  GoldenDrawCheckParamsSchema,
  GoldenDrawCheckSchema,
  GoldenDrawPoolSchema,
  GoldenDrawResultSchema,
  GoldenTicketsQuerySchema,
  WinnerUpdateQuerySchema,
} from './golden-ticket-draw.ts';
export type {
  GoldenCustomer,
  GoldenCustomerQuery,
  GoldenDrawCheck,
  GoldenDrawCheckParams,
  GoldenDrawPool,
  GoldenDrawResult,
  GoldenTicketsQuery,
  WinnerUpdateQuery,
} from './golden-ticket-draw.ts';
export {
  APPROVAL_TEXTS,
  ApprovalDatesSchema,
  ApprovalInvoicePageSchema,
  ApprovalInvoiceSchema,
  ApprovalQueueQuerySchema,
  ClaimActionSchema,
  ClaimDecisionSchema,
  DEFAULT_LOYALTY_SETTINGS,
  FraudSignalsSchema,
  formatRewardValue,
  INVOICE_DOCUMENT_ID,
  InvoiceActionSchema,
  InvoiceDecisionSchema,
  InvoiceDocumentParamsSchema,
  InvoiceSearchParamsSchema,
  invoicePoints,
  LOYALTY_COUNTRIES,
  LOYALTY_CURRENCY,
  LOYALTY_LIMITS,
  LoyaltySettingsSchema,
  RewardClaimPageSchema,
  RewardClaimSchema,
} from './loyalty-approvals.ts';
export type {
  ApprovalInvoice,
  ApprovalInvoicePage,
  ApprovalQueueQuery,
  ClaimAction,
  FraudSignals,
  InvoiceAction,
  LoyaltyCountry,
  LoyaltySettings,
  LoyaltySettingsInput,
  RewardClaim,
  RewardClaimPage,
} from './loyalty-approvals.ts';
