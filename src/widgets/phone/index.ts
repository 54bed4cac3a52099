export { PhoneInput, type PhoneInputProps } from './PhoneInput';
export { allCountries, buildCountryList, type CountryEntry, type CountryFilter } from './countryList';
export { checkPhone, PHONE_LIMITS, type PhoneProblem } from './phoneValidation';
