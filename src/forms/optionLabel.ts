// What a choice's option says on the page, in the reader's language (a yes/no option in its words).
import { optionText } from '../../definitions/forms/answers';
import type { FormOption } from '../../definitions/forms/rules';

export const optionLabel = (option: FormOption, translate: (key: string) => string): string =>
  optionText(option, { yes: translate('forms.renderer.yes'), no: translate('forms.renderer.no') });
