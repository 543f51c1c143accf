import type { Status } from './App';
import { LoadError } from './components/LoadError';
import { Placeholder } from './components/Placeholder';
import { DocPage } from './pages/DocPage';
import { NotFound } from './pages/NotFound';
import { PrintablePage } from './pages/PrintablePage';

/** The main area for the current status: a placeholder while loading, the error, or the screen. */
export function Screen({ status, onRetry }: { status: Status; onRetry: () => void }) {
  if (status.state === 'loading') return <Placeholder />;
  if (status.state === 'error') return <LoadError onRetry={onRetry} />;
  const { view } = status;
  switch (view.kind) {
    case 'splash':
    case 'vote':
    case 'playground':
      return <view.Screen />;
    case 'app-shell':
      return null;
    case 'not-found':
      return <NotFound />;
    case 'doc':
      return <DocPage page={view.page} />;
    case 'printable':
      return <PrintablePage printable={view.printable} />;
  }
}
