/** The person calls the customers screens make beyond react-admin's CRUD (SPEC section 7, Person). */
import { http } from '../../dataProvider/http';
import type { Duplicate, DuplicateQuery, Person } from './customerTypes';
import type { MergeStep } from './mergeDecision';
import { PERSON_PATH } from './paths';

export const customerApi = {
  /** The people already holding any of these e-mails, phones (any format) or national id. */
  duplicates: (query: DuplicateQuery) => http.post<{ items: Duplicate[] }>(`${PERSON_PATH}/duplicates`, query).then((r) => r.items),
  /** Every role in use, and the known ones. */
  roles: () => http.get<string[]>(`${PERSON_PATH}/roles`),
  /** Runs the calls of a merge in order; answers the kept person. */
  async runMerge(steps: MergeStep[]): Promise<Person> {
    let kept: Person | undefined;
    for (const step of steps) {
      if (step.kind === 'createInto') kept = await http.post<Person>(PERSON_PATH, { ...step.body, merge_into: step.targetId });
      if (step.kind === 'update') await http.put<Person>(`${PERSON_PATH}/${step.id}`, step.body);
      if (step.kind === 'merge') kept = await http.post<Person>(`${PERSON_PATH}/${step.keptId}/merge`, { duplicate_id: step.duplicateId });
    }
    if (!kept) throw new Error('A merge needs a kept person');
    return kept;
  },
};
