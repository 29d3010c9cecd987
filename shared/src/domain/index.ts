/**
 * `@giftshop/shared/domain`: the shop's entities, the mappers that read them from the schema's rows, the rules
 * the UI shows (address checks, sizes, volume tiers, limits, delivery dates) and the shop's formats (money,
 * dates), and the shop's categories as its menus and pages link them. All of it is pure: no state, no context,
 * nothing that must be one per page.
 *
 * So it is not part of the federation's `@giftshop/shared` singleton. A shared package is never tree-shaken
 * (any build may ask it for any export), so every page ran all of this before it responded, and most pages use
 * little of it (issue 31). Each build bundles what it imports from here, as it would any library.
 */
export * from './types';
export { customizationLines, PERSONALIZATION_LABEL, type CustomizationLine } from './customizationLines';
export { ATTRIBUTE_LABELS, optionLabel, type OptionLabel } from './optionLabels';
export * from './rows';
export { numberOrNull, textOrNull } from './numbers';
export * from './productRows';
export * from './sizes';
export * from './volumeTiers';
export * from './productCardRows';
export * from './orderRows';
export * from './lineGroups';
export { orderNotFoundWords } from './orderNotFound';
export { orderTotalLines, type OrderTotalAmounts, type OrderTotalKind, type OrderTotalLine } from './orderTotalLines';
export * from './profileRows';
export * from './reviewRows';
export * from './savedAddressRows';
export {
  jsonAnswer,
  type JsonAnswer,
  type JsonAnswers,
  type JsonFunction,
  type GuestOrderAnswer,
  type ProofLineAnswer,
} from './jsonAnswers';
export * from './proofRows';
export * from './occasionRows';
export * from './addressRules';
export { addressLimitColumns, shopLimits, type ShopLimits } from './shopLimits';
export { advertisedFreeShippingThreshold, freeShippingTerms } from './shopPromises';
export { invoiceLines, invoiceOffer, invoicedToWords, invoicePaymentWords, poNumberWords } from './invoiceTerms';
export * from '../format/money';
export { groupThousands } from '../format/thousands';
export * from '../format/dates';
export * from './deliveryDates';
export { cleanMultilineText, multilineTextLength } from './multilineText';
export { cleanText, textLength } from './shopperText';
export { pageTitle } from './pageTitle';
export { searchIsUnreadable } from './searchAddress';
export { MAX_SEARCH_LENGTH, withinSearchLimit } from './searchText';
export * from '../navigation/categories';
export * from '../navigation/megaMenuTabs';
