// Counted so nested overlays (a dialog over a drawer) unlock only when the last one closes.
let locks = 0;
let saved = { overflow: '', paddingRight: '' };

/** Stops the page behind an overlay from scrolling; returns the unlock function. */
export function lockScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout from jumping when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
    }
  };
}
