import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadInTurn, useLazyWidget } from './lazyWidget';

describe('widgets loading in turn', () => {
  it('start one per task, in the order they were asked for, each answering with its own load', async () => {
    const seen: string[] = [];
    const loader = (name: string) => () => {
      seen.push(`${name} starts`);
      // Runs before the next task: it comes before the next widget's start only if each starts in a task of its own.
      queueMicrotask(() => seen.push(`${name}'s task ends`));
      // A chunk still downloading: the next widget does not wait for it.
      return name === 'notices' ? new Promise<string>(() => undefined) : Promise.resolve(name);
    };
    const consent = loadInTurn(loader('consent'));
    void loadInTurn(loader('notices'));
    const chat = loadInTurn(loader('chat'));
    expect(seen).toEqual([]);
    await expect(consent).resolves.toBe('consent');
    await expect(chat).resolves.toBe('chat');
    expect(seen).toEqual([
      'consent starts',
      "consent's task ends",
      'notices starts',
      "notices's task ends",
      'chat starts',
      "chat's task ends",
    ]);
  });
});

describe('a lazy widget', () => {
  it('renders the first time in slices, letting the browser run a task in between', async () => {
    let rendered = 0;
    let renderedWhenTimerRan: number | undefined;
    /** ~2 ms of rendering each: 30 of them are far longer than one of React's 5 ms slices. */
    function Slow() {
      rendered += 1;
      const until = performance.now() + 2;
      while (performance.now() < until) {
        // busy, as a big widget's render is
      }
      return <span />;
    }
    function Widget() {
      return (
        <div data-testid="widget">
          {Array.from({ length: 30 }, (_, i) => (
            <Slow key={i} />
          ))}
        </div>
      );
    }
    const load = () => {
      // A task the browser would run while the widget renders (a tap, a frame): queued as the chunk arrives.
      setTimeout(() => {
        renderedWhenTimerRan = rendered;
      });
      return Promise.resolve(Widget);
    };
    function Host() {
      const Loaded = useLazyWidget(load);
      return Loaded ? <Loaded /> : null;
    }
    render(<Host />);
    expect(await screen.findByTestId('widget', {}, { timeout: 3000 })).toBeTruthy();
    expect(rendered).toBeGreaterThanOrEqual(30);
    expect(renderedWhenTimerRan).toBeLessThan(30);
  });
});
