import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { markHydrating, useHydrated } from './useHydrated';
import { useMediaQuery } from './useMediaQuery';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const renders: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <span data-hydrated={hydrated} />;
}

afterEach(() => {
  renders.length = 0;
  markHydrating(false);
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('renders as the served HTML while hydrating, then flips without a hydration mismatch', async () => {
    markHydrating(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    renders.length = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(renders[0]).toBe(false);
    markHydrating(false);
    await act(async () => undefined);
    expect(container.querySelector('span')).toHaveAttribute('data-hydrated', 'true');
    expect(errors).toEqual([]);
  });

  it('is true from the first render in a page rendered only in the browser', async () => {
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Probe />));
    expect(renders).toEqual([true]);
  });
});

describe('useMediaQuery', () => {
  it('answers false while hydrating, as the served HTML did, and the real answer after', async () => {
    const original = globalThis.matchMedia;
    globalThis.matchMedia = ((query: string) =>
      ({
        matches: true,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList) as typeof matchMedia;
    try {
      const seen: boolean[] = [];
      function Wide() {
        const wide = useMediaQuery('(min-width: 1px)');
        seen.push(wide);
        return <b>{String(wide)}</b>;
      }
      markHydrating(true);
      const container = document.createElement('div');
      container.innerHTML = '<b>false</b>';
      await act(async () => {
        hydrateRoot(container, <Wide />);
      });
      expect(seen[0]).toBe(false);
      markHydrating(false);
      await act(async () => undefined);
      expect(container.textContent).toBe('true');
    } finally {
      globalThis.matchMedia = original;
    }
  });
});
