import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

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

/**
 * What a file's tests add to the shared document goes with the file, as it would with its page: listeners on the
 * document and the marks left on it and on navigator. user-event prepares a document once (capture listeners and a
 * mark on it, a clipboard stub on navigator), and so does the copy storybook/test bundles: on a document both have
 * prepared, the later one's value interceptors strip the earlier one's typing marks and its typing hangs. React marks
 * the document it listens to the same way. What modules add as they are imported stays: they are not imported again.
 */
let fileListeners: Parameters<Document['addEventListener']>[] = [];
let documentKeys = new Set<PropertyKey>();
let navigatorKeys = new Set<PropertyKey>();
beforeAll(() => {
  if (typeof document === 'undefined') return;
  const listeners: Parameters<Document['addEventListener']>[] = [];
  fileListeners = listeners;
  documentKeys = new Set(Reflect.ownKeys(document));
  navigatorKeys = new Set(Reflect.ownKeys(navigator));
  const add = Document.prototype.addEventListener;
  Object.defineProperty(document, 'addEventListener', {
    configurable: true,
    writable: true,
    value(this: Document, ...args: Parameters<Document['addEventListener']>) {
      listeners.push(args);
      return add.apply(this, args);
    },
  });
});
afterAll(() => {
  if (typeof document === 'undefined') return;
  for (const [type, listener, options] of fileListeners) document.removeEventListener(type, listener, options);
  fileListeners = [];
  for (const key of Reflect.ownKeys(document)) if (!documentKeys.has(key)) Reflect.deleteProperty(document, key);
  for (const key of Reflect.ownKeys(navigator)) if (!navigatorKeys.has(key)) Reflect.deleteProperty(navigator, key);
});
