import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Where the element starts in the document, kept current as the content above it changes size: the
 * page itself scrolls, so a virtualised list needs its offset from the top of the page. */
export function useDocumentTop<E extends HTMLElement>(): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setTop((previous) => (previous === next ? previous : next));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
  return [ref, top];
}
