let counter = 0;

/** A key for a row made in the sheet (Add Row, paste past the end): unique within the page's lifetime. */
export function newRowId(): string {
  counter += 1;
  return `new-${Date.now().toString(36)}-${counter}`;
}
