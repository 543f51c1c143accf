import { LazyPlayground } from '../playground/LazyPlayground';
import './Playground.css';

/** The page's meta description: it lives here, in the page's chunk, rather than in every page's first load. */
export const description =
  'Try webpack in your browser: edit a small project and its configuration, and see the files webpack emits, its stats and its errors.';

/** The playground page: its frame is prerendered; the playground itself is a chunk that runs only in the browser. */
export function Playground() {
  return (
    <div className="playground-page">
      <h1>Playground</h1>
      <p className="playground-page__intro">
        webpack {__WEBPACK_VERSION__} itself, running in this tab: pick a project, change its code or its
        <code> webpack.config.js</code>, and see what webpack makes of it. Your code runs in a sandbox, apart from this
        site.
      </p>
      <LazyPlayground />
    </div>
  );
}
