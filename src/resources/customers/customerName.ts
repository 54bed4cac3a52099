import type { RaRecord } from 'ra-core';
import { fullName } from '../../lib/names';

/** A reference to a customer, named in full ('דנה כהן', not 'כהן') and offered by last name. */
export const customerName = {
  optionText: (record: RaRecord) => fullName(record) || `#${String(record.id)}`,
  sortBy: 'last_name',
};
