/**
 * Countries in the browser (SPEC §2.8): the ISO 3166 codes and their names
 * in the reader's language, from the file the server uses (no imports, so
 * no server code reaches the browser).
 */
export {
  COUNTRY_CODES,
  HOME_COUNTRY,
  countryName,
  countryOptions,
  homeCountryFirst,
  perLocale,
  isCountryCode,
  type CountryOption,
} from '../../app/support/countries'
