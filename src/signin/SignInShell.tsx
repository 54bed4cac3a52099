import { useEffect, type ReactNode } from 'react';
import { LanguageSwitch } from './LanguageSwitch';
import { prefetchApp } from './prefetchApp';
import { useTranslate } from './translate';
import './signinStyles';

/** The frame of the sign-in pages: the app's name, the language switch, one centred card with the page's title. */
export const SignInShell = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const appTitle = translate('app.title');
  useEffect(() => {
    document.title = `${title} · ${appTitle}`;
  }, [title, appTitle]);
  // the app's files, fetched once this page is drawn and the browser is idle: signing in then opens it quickly
  useEffect(prefetchApp, []);
  return (
    <div className="signin-page">
      <header className="signin-header">
        <p className="signin-app-title">{appTitle}</p>
        <LanguageSwitch />
      </header>
      <main className="signin-main">
        <section className="signin-card" aria-labelledby="signin-title">
          <h1 id="signin-title" className="signin-title">
            {title}
          </h1>
          {children}
        </section>
      </main>
    </div>
  );
};
