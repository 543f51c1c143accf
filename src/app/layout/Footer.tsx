import { siteConfig } from '../../../site.config';
import { EXTERNAL_LINK_CLASS, EXTERNAL_LINK_LABEL, EXTERNAL_LINK_LABEL_CLASS, isExternalHref } from '../../shared/external-links';
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
            {external.map((link) => {
              const offSite = isExternalHref(link.url, siteConfig.origin);
              return (
                <li key={link.url}>
                  <a href={link.url} rel="noopener" className={offSite ? EXTERNAL_LINK_CLASS : undefined}>
                    {link.title}
                    {offSite && <span className={`${EXTERNAL_LINK_LABEL_CLASS} visually-hidden`}>{EXTERNAL_LINK_LABEL}</span>}
                  </a>
                </li>
              );
            })}
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
