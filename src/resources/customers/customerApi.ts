/** The person calls the customers screens make beyond react-admin's CRUD (Person). */
import { http } from '../../dataProvider/http';
import type { Duplicate, DuplicateQuery, Person } from './customerTypes';
import { PERSON_PATH } from './paths';

/** The merge is the customer form's save: refusals name the customers' fields and land on them. */
const FORM = { resource: 'customers', form: true };

export const customerApi = {
  /** The people already holding any of these e-mails, phones (any format) or national id. */
  duplicates: (query: DuplicateQuery) =>
    http.post<{ items: Duplicate[] }>(`${PERSON_PATH}/duplicates`, query).then((r) => r.items),
  /** Every role in use, and the known ones. */
  roles: () => http.get<string[]>(`${PERSON_PATH}/roles`),
  /**
   * The "yes, merge" of the save flow, in one call (one transaction on the server): a new customer's form is saved
   * into the existing person (POST /person with merge_into); an edited customer is saved and folded into it
   * (PUT /person/{id} with merge_into). Answers the kept person.
   */
  saveInto: (targetId: number, body: Record<string, unknown>, editedId?: number) =>
    editedId === undefined
      ? http.post<Person>(PERSON_PATH, { ...body, merge_into: targetId }, { context: FORM })
      : http.put<Person>(`${PERSON_PATH}/${editedId}`, { ...body, merge_into: targetId }, { context: FORM }),
};
