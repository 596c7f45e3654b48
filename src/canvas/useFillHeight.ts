import { useLayoutEffect, useState, type RefObject } from 'react';
import { HEADER_HEIGHT, PHONE_QUERY } from '../theme';

const MIN_HEIGHT = 420;
const BOTTOM_GAP = 16;

/**
 * The height that makes an element reach down to the bottom of the window (at least MIN_HEIGHT), kept
 * up to date as the window is resized and whenever `layout` (what above it can change its place) does:
 * the canvas, its controls and its minimap then fit without the page scrolling. On a phone the page above
 * leaves too little room: the canvas takes the whole window below the header, and the page scrolls to it.
 */
export function useFillHeight(element: RefObject<HTMLElement | null>, layout: readonly unknown[]): number {
  const [height, setHeight] = useState(MIN_HEIGHT);
  // Before the browser paints, so that React Flow fits the view to the frame's final size, not to MIN_HEIGHT.
  useLayoutEffect(() => {
    const measure = () => {
      const top = window.matchMedia(PHONE_QUERY).matches
        ? HEADER_HEIGHT
        : (element.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured again whenever anything above the frame changes
  }, [element, ...layout]);
  return height;
}
