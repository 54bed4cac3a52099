import { required } from 'react-admin';

// One rule on every side: the sign-in pages' checks (src/signin/rules.ts) are react-admin validators as they are.
export { matches, strongPassword } from '../../signin/rules';

export const requiredField = required();

/** Left-to-right inputs (e-mails, passwords) in right-to-left pages. */
export const ltrInput = { htmlInput: { dir: 'ltr' } } as const;
