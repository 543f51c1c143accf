import examples, { diagram } from '@generated/splash-examples';
import { siteConfig } from '../../../site.config';
import { Cube } from '../splash/Cube';
import { RotatingText } from '../splash/RotatingText';
import { Support } from '../support/Support';
import './Splash.css';

/** The splash constants of the specification (section 9). */
const HEADING_WORDS = ['assets', 'scripts', 'images', 'styles'] as const;
const HEADING_DELAY_MS = 5000;
const HEADING_MAX_WIDTH = 110;
const CUBE_DEPTH = 120;
const CUBE_DELAY_MS = 5000;
const CUBE_TURN_DEGREES = 90;

/** The home page. */
export function Splash() {
  return (
    <div className="splash">
      <section className="splash__hero">
        <Cube depth={CUBE_DEPTH} repeatDelay={CUBE_DELAY_MS} turn={CUBE_TURN_DEGREES} />
        <h1 className="splash__title">
          <span className="splash__kicker">{siteConfig.name}</span>
          <span>
            bundle your{' '}
            <span className="splash__word">
              <RotatingText words={HEADING_WORDS} firstDelay={HEADING_DELAY_MS} repeatDelay={HEADING_DELAY_MS} maxWidth={HEADING_MAX_WIDTH} />
            </span>
          </span>
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
      <section className="splash__examples" aria-labelledby="splash-examples-title">
        <h2 id="splash-examples-title">Modules in, bundles out</h2>
        <p>
          Write modules that import each other, tell {siteConfig.name} where to start, and load the bundle it writes
          from your page.
        </p>
        <div className="splash__example-grid">
          {examples.map((example) => (
            <figure className="splash__example markdown" key={example.file}>
              <figcaption className="code__title">{example.file}</figcaption>
              <div className="code" dangerouslySetInnerHTML={{ __html: example.html }} />
            </figure>
          ))}
        </div>
        <div className="splash__diagram markdown" dangerouslySetInnerHTML={{ __html: diagram }} />
      </section>
      <Support />
    </div>
  );
}
