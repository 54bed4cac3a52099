import { mergeMessages, type MessageTree } from '../merge';
import users from './users';
import customers from './customers';
import notes from './notes';
import inputs from './inputs';
import spreadsheet from './spreadsheet';
import importWizard from './importWizard';
import entities from './entities';
import files from './files';
import deals from './deals';
import library from './library';
import sales from './sales';
import billing from './billing';
import calendar from './calendar';
import forms from './forms';
import cms from './cms';
import newsletter from './newsletter';
import support from './support';
import notifications from './notifications';
import composer from './composer';
import lookAndFeel from './lookAndFeel';
import jobs from './jobs';
import security from './security';

/**
 * English for the signed-in app: one file per domain (add yours on its own line; a message a signed-out page shows goes
 * in ./public instead). Fetched with the resource definitions (src/resources/load.ts) and by the public form page.
 */
const enSignedIn: MessageTree = mergeMessages(
  users,
  customers,
  notes,
  inputs,
  spreadsheet,
  importWizard,
  entities,
  files,
  deals,
  library,
  sales,
  billing,
  calendar,
  forms,
  cms,
  newsletter,
  support,
  notifications,
  composer,
  lookAndFeel,
  jobs,
  security,
);

export default enSignedIn;
