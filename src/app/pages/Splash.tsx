import { siteConfig } from '../../../site.config';
import './Splash.css';

/** The home page. */
export function Splash() {
  return (
    <div className="splash">
      <section className="splash__hero">
        <h1 className="splash__title">
          <span className="splash__kicker">{siteConfig.name}</span>
          bundle your <span className="splash__word">scripts</span>
        </h1>
        <p className="splash__lead">
          {siteConfig.name} reads your application from its entry points, follows every <code>import</code> and{' '}
          <code>require</code>, and writes the modules it finds into a small set of optimised files for the browser.
        </p>
        <div className="splash__actions">
          <a className="button button--primary" href="/guides/getting-started/">
            Get Started
          </a>
          <a className="button" href="/concepts/">
            Concepts
          </a>
        </div>
      </section>
    </div>
  );
}
