/** The calendar widget (issue 16; SPEC section 8 'Calendar' for the errors, exact). */
export default {
  calendar: {
    label: 'Calendar',
    today: 'Today',
    previous: 'Previous',
    next: 'Next',
    views: { label: 'View', month: 'Month', week: 'Week', day: 'Day', agenda: 'Agenda' },
    week_start: { label: 'Week starts on', sunday: 'Sunday', monday: 'Monday' },
    all_day: 'All day',
    date: 'Date',
    time: 'Time',
    event: 'Event',
    no_events: 'No events in this range',
    show_more: '+%{count} more',
    keyboard_help: 'Arrow keys move between days, Enter opens the day',
    errors: {
      invalid_event: 'Event has invalid type',
      negative_height: 'weekHeight cannot be a negative number',
      negative_offset: 'clickOffsetY cannot be a negative number',
      invalid_hour: 'Invalid hour',
      invalid_day_boundary: 'Invalid day boundary',
      invalid_time_points: 'Invalid time points',
      invalid_number: 'Invalid number. This is not a valid hour or minute',
    },
  },
};
