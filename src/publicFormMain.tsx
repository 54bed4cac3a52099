// The public form page's own entry (form.html, which the server sends for /f/<name>): a customer's phone runs React,
// the form's root and its words, none of the router, the sign-in pages, the session or the service worker of the
// signed-in app's entry (src/main.tsx). The form and the language are the page's as they are under that entry: one
// root (src/screens/forms/PublicFormRoot.tsx), one store of the language.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { localeStore } from './i18n/localeStore';
import { reloadOnPreloadError } from './lib/lazyWithReload';
import { formNameOf } from './screens/forms/formPath';
import { loadFormCatalog } from './screens/forms/formCatalog';
import { PublicFormRoot } from './screens/forms/PublicFormRoot';

reloadOnPreloadError();

// The first render as a transition, once the form's words are here (Hebrew's come with this chunk): React draws it in
// slices between which the browser stays free; until then the server's header of the form stays on screen.
void loadFormCatalog(localeStore.get())
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <PublicFormRoot name={formNameOf(window.location.pathname) ?? ''} />
        </StrictMode>,
      ),
    );
  });
