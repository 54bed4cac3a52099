// Demo staff: a few active staff accounts beside the first superuser, so deals have owners, notes have different
// authors and the users list is not one line; one of each built-in role but the administrator's. Each
// gets an unusable random password (nobody signs in with them until a superuser sets one).
import { eq } from 'drizzle-orm';
import { createUser } from '../../auth/users';
import { roles, userRoles } from '../../db/schema/index';
import type { DemoSeed } from './types';

/** [first name, last name, e-mail, built-in role]. */
export const DEMO_STAFF: Array<[string, string, string, string]> = [
  ['רונית', 'אלמוג', 'ronit.almog@staff.example.com', 'sales'],
  ['אבי', 'שטרן', 'avi.stern@staff.example.com', 'service'],
  ['מורן', 'חביב', 'moran.haviv@staff.example.com', 'content_editor'],
  ['יואב', 'קדמי', 'yoav.kadmi@staff.example.com', 'read_only'],
];

export const staffDemo: DemoSeed = {
  name: 'demo:staff',
  async run(tx) {
    for (const [firstName, lastName, email, role] of DEMO_STAFF) {
      const user = await createUser(tx, { email, firstName, lastName });
      const [held] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
      if (user && held) await tx.insert(userRoles).values({ userId: user.id, roleId: held.id });
    }
  },
};
