import { Link } from 'react-router';

interface Item {
  text?: string;
  link: string;
  to: string;
}

/** The links under a sign-in form ("No account yet? Sign up"). */
export const AuthLinks = ({ items }: { items: Item[] }) => (
  <div className="signin-links">
    {items.map(({ text, link, to }) => (
      <p key={to}>
        {text ? `${text} ` : null}
        <Link to={to}>{link}</Link>
      </p>
    ))}
  </div>
);
