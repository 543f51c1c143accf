import { LazyPlayground } from '../playground/LazyPlayground';
import './Playground.css';

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
