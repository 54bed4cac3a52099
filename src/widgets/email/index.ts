export { EmailInput, EMAIL_CHANGE_DEBOUNCE_MS, type EmailInputProps } from './EmailInput';
export { isEmailFormatValid, normaliseEmail } from './emailRules';
export { suggestEmail } from './didYouMean';
