import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI shares two cores among builds and browsers: wait for UI a little longer than Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// jsdom has no scrolling; React Router's ScrollRestoration calls window.scrollTo on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
