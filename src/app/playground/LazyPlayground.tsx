import { ClientOnlyApp } from '../components/ClientOnlyApp';

const loadPlayground = () => import(/* webpackChunkName: "playground" */ './PlaygroundApp');

/** The playground runs only in the browser: it builds in a sandboxed frame and keeps the project in local storage. */
export function LazyPlayground() {
  return <ClientOnlyApp load={loadPlayground} loading="Loading the playground…" failed="The playground could not be loaded." />;
}
