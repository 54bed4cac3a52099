/**
 * The bulk import wizard. Import from here: `LazyImportWizard` loads the wizard (and its parsers) on first
 * render. `onImport` receives records keyed by field id, dotted ids nested, array fields as lists.
 */
export { LazyImportWizard } from './ImportWizardLazy';
export type { ImportWizardProps } from './ImportWizard';
export type { ImportOption, ImportRecord, ImportSchemaField } from './types';
