import css from './signin.css?inline';

// The sign-in pages' CSS goes in with their script, as a <style>, not as a stylesheet link in index.html: a link holds
// the first paint (index.html's boot shell) until it has arrived, and on a phone line it shares the bandwidth with
// the script (Lighthouse's first contentful paint went from 0.9 s to 1.9 s with it).
if (!document.getElementById('signin-css')) {
  const style = document.createElement('style');
  style.id = 'signin-css';
  style.textContent = css;
  document.head.append(style);
}
