import englishMessages from 'ra-language-english';
import { mergeMessages, type MessageTree } from '../merge';
import app from './app';
import auth from './auth';
import errors from './errors';
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
import security from './security';

/** English: react-admin's own messages plus one file per domain (add yours on its own line). */
const en: MessageTree = mergeMessages(
  englishMessages as unknown as MessageTree,
  app,
  auth,
  errors,
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
  security,
);

export default en;
