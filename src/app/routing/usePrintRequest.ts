import { useEffect } from 'react';
import { useRouter } from './router';

/** Opens the print dialog when the page was reached through a print link (`?print`). */
export function usePrintRequest() {
  const { location } = useRouter();
  const requested = new URLSearchParams(location.search).has('print');
  useEffect(() => {
    if (requested) window.print();
  }, [requested, location.key]);
}
