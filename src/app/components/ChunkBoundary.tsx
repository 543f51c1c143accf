import { Component, type ReactNode } from 'react';

interface ChunkBoundaryProps {
  /** What to show instead; gets a function that tries again. Nothing by default. */
  fallback?: (retry: () => void) => ReactNode;
  /** Called when trying again, before the children render anew (to make a fresh lazy component). */
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * Keeps a lazy part of the page (notification, sponsors, voting app, search, update notice) from
 * taking the whole app down when its chunk fails to load: the rest of the site keeps working.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  // No class fields: at the app's es2020 target they bring a helper into every page's first load.
  constructor(props: ChunkBoundaryProps) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // Script chunks fail with webpack's ChunkLoadError, style chunks with code CSS_CHUNK_LOAD_FAILED.
    const code = (error as { code?: string } | null)?.code;
    console.warn(`A part of the page could not be loaded${code ? ` (${code})` : ''}:`, error);
  }

  retry() {
    this.props.onRetry?.();
    this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed) return this.props.fallback?.(() => this.retry()) ?? null;
    return this.props.children;
  }
}
