/** Leaving the site for the LINE consent page; one seam so tests can watch it (jsdom cannot navigate away). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  origin(): string {
    return window.location.origin;
  },
};
