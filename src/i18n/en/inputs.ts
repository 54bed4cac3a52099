/** The phone and e-mail inputs (the English texts of the spec word for word). */
export default {
  inputs: {
    link: {
      required: 'A link needs an address',
      invalid: 'Not an address: use https://…, mailto:…, tel:… or a path such as /about',
      help: 'A web address, mailto:, tel: or a path on the site',
      remove: 'Remove the link',
      save: 'Save link',
    },
    phone: {
      invalid: 'Please enter a valid phone number',
      placeholder: 'Phone Number',
      choose_country: 'Country: %{country}',
      search: 'Search country, code or dial code',
      no_countries: 'No country matches',
    },
    email: {
      invalid: 'Please enter a valid email address',
      disposable: 'Please use a non-disposable email address',
      domain_invalid: 'This email domain appears to be invalid',
      validating: 'Validating email...',
      did_you_mean: 'Did you mean %{suggestion}?',
    },
    number: { increase: 'Increase', decrease: 'Decrease' },
    otp: { digit: 'Digit %{index} of %{length}' },
    date: {
      invalid: 'Enter a real date (day.month.year)',
      invalid_time: 'Enter a real time (hours:minutes)',
      invalid_date_time: 'Enter a real date and time (day.month.year hours:minutes)',
      too_early: 'Not before %{limit}',
      too_late: 'Not after %{limit}',
      earlier_years: 'Earlier years',
      later_years: 'Later years',
      back_to_days: 'Back to the days of the month',
      /** What an empty section of a date or time shows, one letter a digit (the year's letter repeats). */
      placeholder: { day: 'DD', month: 'MM', year: 'Y', hours: 'hh', minutes: 'mm' },
    },
    pagination: {
      navigation: 'Pages',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page %{page}',
      per_page: 'Per page',
    },
  },
  errors: {
    validation: {
      /** The e-mail domain check's reason (server/src/routes/email-domain.ts), after the field name. */
      codes: {
        domain_name_invalid: 'is not a valid domain name',
      },
    },
  },
};
