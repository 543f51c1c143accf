import { ClientOnlyApp } from '../components/ClientOnlyApp';

/** What the page says until the playground is there; the playground says it too until its project is open. */
export const LOADING_PLAYGROUND = 'Loading the playground…';

const loadPlayground = () => import(/* webpackChunkName: "playground" */ './PlaygroundApp');

/** The playground runs only in the browser: it builds in a sandboxed frame and keeps the project in local storage. */
export function LazyPlayground() {
  return <ClientOnlyApp load={loadPlayground} loading={LOADING_PLAYGROUND} failed="The playground could not be loaded." />;
}
