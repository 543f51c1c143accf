import { useInView } from '../components/useInView';
import { focusInPlace } from '../focus';
import './BackToTop.css';

/**
 * On phones, where the header scrolls away, a button back to the top once the reader has scrolled
 * about two screens down: it shows while a marker that long, at the top of the page, is out of view.
 * It moves focus to the article's heading, where the skip link would have put it. A lazy chunk
 * (DocsLayout): nobody needs it before scrolling.
 */
export default function BackToTop() {
  const [marker, nearTop] = useInView<HTMLSpanElement>({ live: true, initially: true });
  const backToTop = () => {
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading) focusInPlace(heading);
  };
  return (
    <>
      <span ref={marker} className="back-to-top__marker" aria-hidden="true" />
      <button type="button" className="back-to-top" hidden={nearTop} onClick={backToTop}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 19V5M5 12l7-7 7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        </svg>
        Back to top
      </button>
    </>
  );
}
