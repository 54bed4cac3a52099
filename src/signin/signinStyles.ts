import css from './signin.css?inline';

// The sign-in pages' CSS goes in with their script, as a <style>, not as a stylesheet link in index.html: a link holds
// the first paint (index.html's boot shell) until it has arrived, and on a phone line it shares the bandwidth with
// the script (bench/README.md has the figures).
if (!document.getElementById('signin-css')) {
  const style = document.createElement('style');
  style.id = 'signin-css';
  style.textContent = css;
  document.head.append(style);
}
