import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// CI shares two cores among builds and browsers: wait for UI a little longer than Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// jsdom has no scrolling; React Router's ScrollRestoration calls window.scrollTo on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Test files may share one jsdom (isolate: false): each file starts from the blank page a fresh jsdom would give it.
beforeAll(() => {
  vi.useRealTimers();
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  // Styles stay: vanilla-extract adds them once, when a module is first imported, for every file that imports it.
  for (const element of [...document.head.children]) if (element.tagName !== 'STYLE') element.remove();
  document.title = '';
  for (const attribute of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(attribute.name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
