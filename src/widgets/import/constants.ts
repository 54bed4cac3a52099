/** Constants of the import wizard. */

/** Type detection samples this many non-empty values of a column. */
export const TYPE_SAMPLE_SIZE = 5;

/** Auto-mapping runs this long after rows are loaded. */
export const MAPPING_DELAY_MS = 100;

/** A number is a spreadsheet serial date only if it is an integer in this range. */
export const SERIAL_DATE_MIN = 20000;
export const SERIAL_DATE_MAX = 50000;

/** Accepted file extensions. */
export const ACCEPTED_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;

/** Items of an array field are shown in one preview cell, separated by this text. */
export const LIST_SEPARATOR = '; ';

/** Property of a preview row holding its key. */
export const ROW_KEY = '__row';

/** Distinct source values listed in the transformation dialog, at most. */
export const DISTINCT_VALUES_LIMIT = 500;
