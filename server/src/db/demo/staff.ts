// Demo staff: a few active staff accounts beside the first superuser, so deals have owners, notes have different
// authors and the users list is not one line. Each gets an unusable random password (nobody signs in with them).
import { createUser } from '../../auth/users';
import type { DemoSeed } from './types';

/** [first name, last name, e-mail]. */
export const DEMO_STAFF: Array<[string, string, string]> = [
  ['רונית', 'אלמוג', 'ronit.almog@staff.example.com'],
  ['אבי', 'שטרן', 'avi.stern@staff.example.com'],
  ['מורן', 'חביב', 'moran.haviv@staff.example.com'],
  ['יואב', 'קדמי', 'yoav.kadmi@staff.example.com'],
];

export const staffDemo: DemoSeed = {
  name: 'demo:staff',
  async run(tx) {
    for (const [firstName, lastName, email] of DEMO_STAFF) await createUser(tx, { email, firstName, lastName });
  },
};
