import { siteConfig } from '../../../site.config';
import './Footer.css';

export function Footer() {
  const { internal, external } = siteConfig.footer;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {internal.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.title}</a>
              </li>
            ))}
          </ul>
          <ul className="site-footer__links">
            {external.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__note">
          {siteConfig.name} {siteConfig.version.current} documentation. Content licensed under{' '}
          <a href="/license/">CC BY 4.0</a>.
        </p>
      </div>
    </footer>
  );
}
