// react-admin's default light and dark themes, from their own module: react-admin's package entry (its only export)
// re-exports every component of it, and the public form page, which draws its inputs in this theme, would count all
// of them among what it shares with the signed-in app (build/appChunk.ts) and fetch them.
export { defaultDarkTheme, defaultLightTheme } from '../../node_modules/ra-ui-materialui/dist/theme/defaultTheme.js';
