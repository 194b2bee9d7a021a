import { useEffect, useRef, useState } from 'react';

/** How long a new page may take to draw its heading (its remote may still be loading). */
const WAIT_FOR_HEADING_MS = 10_000;

function focusHeading(main: HTMLElement): string | null {
  const heading = main.querySelector('h1');
  if (!heading) return null;
  // Focusable by script only: not a stop for the Tab key.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return heading.textContent?.trim() || null;
}

/** After a move to another page (not the first load: the browser starts at the top of it), focus goes to
 * the new page's h1 as soon as it is drawn, so keyboard and screen reader users start reading where the
 * page begins instead of at the top bar; a screen reader says the heading. Returns the words for the
 * page's live region, so the arrival is also announced to whoever is not following focus. */
export function useHeadingFocus(pathname: string, language: string): string {
  const [announcement, setAnnouncement] = useState('');
  // An announcement is of the moment: a switch of language leaves none in the old language behind.
  const [announcedIn, setAnnouncedIn] = useState(language);
  if (announcedIn !== language) {
    setAnnouncedIn(language);
    setAnnouncement('');
  }
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    // Announced: the page's title (the tab's), which says where the shopper is; the heading itself is
    // read out as it takes focus.
    const arrived = () => {
      const heading = focusHeading(main);
      if (heading) setAnnouncement(document.title);
      return heading !== null;
    };
    if (arrived()) return;
    const observer = new MutationObserver(() => arrived() && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname]);
  return announcement;
}
