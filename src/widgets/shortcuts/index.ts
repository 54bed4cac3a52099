export { ShortcutHandler } from './ShortcutHandler';
