/**
 * Customers (people). Labels of array children are written as dotted keys (`'emails.value'`) beside the array's
 * own label (`emails`): react-admin and the import schema ask for both `fields.emails` and `fields.emails.value`.
 */
export default {
  resources: {
    customers: {
      name: 'Customer |||| Customers',
      /** One item of each repeatable list, for its add and remove buttons. */
      items: { phones: 'phone', emails: 'e-mail', addresses: 'address' },
      fields: {
        id: 'ID',
        full_name: 'Name',
        first_name: 'First name',
        last_name: 'Last name',
        national_id: 'National ID',
        roles: 'Roles',
        role: 'Role',
        emails: 'E-mails',
        'emails.value': 'E-mail',
        phones: 'Phones',
        'phones.value': 'Phone',
        'phones.is_primary': 'Primary',
        addresses: 'Addresses',
        'addresses.street': 'Street',
        'addresses.city': 'City',
        'addresses.zip': 'Zip code',
        'addresses.country': 'Country',
        created_at: 'Created',
        updated_at: 'Updated',
      },
      roles: {
        customer: 'Customer',
        lead: 'Lead',
        subscriber: 'Subscriber',
        supplier: 'Supplier',
        staff: 'Staff',
        partner: 'Partner',
      },
      list: {
        search: 'Name, e-mail, phone or ID',
        all_roles: 'All roles',
        empty: 'No customers yet.',
      },
      sections: {
        details: 'Personal details',
      },
      tabs: {
        label: 'Customer sections',
        details: 'Details',
        notes: 'Notes',
        app: 'App',
        deals: 'Deals',
        orders: 'Orders',
        subscriptions: 'Subscriptions',
        payments: 'Payments',
      },
      page: {
        no_name: 'No name',
        created: 'Customer since %{date}',
      },
      merge: {
        title: 'Merge with an existing customer?',
        confirm: 'Merge',
        keep_separate: 'Keep separate',
        message: 'A user with this email or phone already exists. Do you want to merge with the existing user?',
        existing: 'Existing customer',
        matching: 'Same details',
        done: 'The customers were merged',
      },
      validation: {
        national_id: 'Please enter a valid national ID',
      },
      import: {
        button: 'Import',
        title: 'Import customers',
        history: 'Import history',
        overwrite_label: 'When a row matches an existing customer, the file may replace their:',
        overwrite_help:
          'Values left unticked are only filled in where the customer has none. E-mails, phones and addresses are always added.',
        importing: 'Importing %{count} customer… |||| Importing %{count} customers…',
        // The shared report's words (entities.import.report) where the customers' own differ.
        report: {
          record: 'Customer',
          revert_confirm_merged:
            'Revert this import? The %{created} customers it created will be deleted, and what it added to %{merged} existing customers will be removed.',
        },
      },
      export: {
        filename: 'customers',
      },
    },
    'customer-imports': {
      name: 'Customer import |||| Customer imports',
      title: 'Import history',
      empty: 'No customers have been imported yet.',
      empty_help:
        'Import an Excel or CSV file from the customers list; each import, its report and its revert will be here.',
      back: 'Back to customers',
    },
  },
  errors: {
    codes: {
      PERSON_EMAIL_EXISTS: 'Another customer already has this e-mail.',
      PERSON_NATIONAL_ID_EXISTS: 'Another customer already has this national ID.',
      PERSON_USER_EXISTS: 'Another customer is already linked to this user account.',
      PERSON_MERGE_NATIONAL_ID_CONFLICT: 'These customers have different national IDs and cannot be merged.',
      PERSON_MERGE_USER_CONFLICT: 'These customers are linked to different user accounts and cannot be merged.',
    },
    /** The person rules' reasons (server/src/people/schemas.ts personErrorCodes), after the field name. */
    validation: {
      codes: {
        phone_invalid: 'is not a valid phone number',
        national_id_invalid: 'is not valid (9 digits with a correct check digit)',
        role_characters: 'may hold only letters, digits, - and _',
        address_empty: 'needs a street, a city or a zip code',
        person_empty: 'A customer needs a name, an e-mail, a phone or a national ID',
        user_unknown: 'is not an existing user account',
        address_not_owned: "is not one of this customer's addresses",
        merge_self: 'must be another customer: a customer cannot be merged with itself',
        ambiguous_match: 'Its e-mails, phones or national ID belong to different customers',
      },
    },
  },
  fieldNames: {
    national_id: 'National Id',
    roles: 'Roles',
    emails: { value: 'Email' },
    phones: { value: 'Phone', is_primary: 'Is Primary' },
    addresses: { _label: 'Address', id: 'Address', street: 'Street', city: 'City', zip: 'Zip', country: 'Country' },
    user_id: 'User account',
    duplicate_id: 'Duplicate',
    merge_into: 'Merge into',
  },
};
