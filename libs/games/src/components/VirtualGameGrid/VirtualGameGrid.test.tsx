import { act, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGames } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { VirtualGameGrid } from './VirtualGameGrid';

const games = makeGames(5000);

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollWindowTo(0));

describe('VirtualGameGrid', () => {
  it('renders a few rows of 5,000 games, each item knowing its place', () => {
    const { container } = renderWithProviders(<VirtualGameGrid games={games} />);
    const list = screen.getByRole('list', { name: 'รายการเกม' });
    const items = within(list).getAllByRole('listitem');
    // jsdom: 768px window, 360px grid → 3 columns of ≈ 170px rows: ≈ 5 visible rows + 2 overscan.
    expect(list).toHaveAttribute('data-columns', '3');
    expect(items.length).toBeGreaterThan(6);
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '5000');
    expect(container.querySelectorAll('*').length).toBeLessThan(800);
    // The list is as tall as all rows.
    expect(parseFloat(list.style.height)).toBeGreaterThan(1667 * 80);
  });

  it("fills the window in its first render, not in a second one from the commit's measuring", () => {
    const rendered: number[] = [];
    let inFirstCommit = 0;
    function FirstCommit() {
      useLayoutEffect(() => {
        inFirstCommit = new Set(rendered).size;
      }, []);
      return null;
    }
    renderWithProviders(
      <>
        <VirtualGameGrid
          games={games}
          renderTile={(game, { index }) => {
            rendered.push(index);
            return <span>{game._id}</span>;
          }}
        />
        <FirstCommit />
      </>,
    );
    const shown = screen.getAllByRole('listitem').length;
    expect(shown).toBeGreaterThan(6);
    expect(inFirstCommit).toBe(shown);
  });

  it('loads only the first row eagerly with high priority', () => {
    renderWithProviders(<VirtualGameGrid games={games} />);
    const images = screen.getAllByRole('img');
    const eager = images.filter((img) => img.getAttribute('loading') === 'eager');
    expect(eager).toHaveLength(3);
    expect(eager.every((img) => img.getAttribute('fetchpriority') === 'high')).toBe(true);
    expect(images.slice(3).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('follows the window scroll, dropping the rows above', () => {
    renderWithProviders(<VirtualGameGrid games={games} />);
    scrollWindowTo(200 * 181);
    const items = screen.getAllByRole('listitem');
    const first = Number(items[0]!.getAttribute('aria-posinset'));
    expect(first).toBeGreaterThan(500);
    expect(first).toBeLessThan(650);
    expect(items.length).toBeLessThan(40);
    // No eager art once the first row is gone (this jump was a fling, so the art may still be deferred).
    expect(screen.queryAllByRole('img').some((img) => img.getAttribute('loading') === 'eager')).toBe(false);
  });

  it('leaves the art out of rows that appear mid-fling, and adds it once the scroll slows', async () => {
    renderWithProviders(<VirtualGameGrid games={games} />);
    scrollWindowTo(10);
    scrollWindowTo(120_000); // ≈ 120,000px in a few ms: flying
    const items = screen.getAllByRole('listitem');
    expect(Number(items[0]!.getAttribute('aria-posinset'))).toBeGreaterThan(1500);
    expect(within(items[0]!).queryByRole('img')).toBeNull();
    // Same box either way: the name is there, the art box keeps its ratio.
    expect(items[0]).toHaveTextContent(/\S/);
    await waitFor(() => expect(within(items[0]!).getByRole('img')).toHaveAttribute('loading', 'lazy'), {
      timeout: 2000,
    });
  });

  it('uses the initial width for columns and passes tile callbacks', async () => {
    const onLaunch = vi.fn();
    const onToggleFavourite = vi.fn();
    const { user } = renderWithProviders(
      <VirtualGameGrid
        games={games.slice(0, 20)}
        initialWidth={1200}
        onLaunch={onLaunch}
        onToggleFavourite={onToggleFavourite}
        pendingFavourites={new Set(['game-1'])}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('list', { name: 'Games' })).toHaveAttribute('data-columns', '7');
    await user.click(screen.getByRole('button', { name: /^Golden Dragon 1,/ }));
    expect(onLaunch).toHaveBeenCalledWith(games[0]);
    await user.click(screen.getByRole('button', { name: 'Favourite: Golden Dragon 1' }));
    expect(onToggleFavourite).toHaveBeenCalledWith(games[0]);
    expect(screen.getByRole('button', { name: 'Favourite: Lucky Temple 2' })).toHaveAttribute('aria-busy', 'true');
  });

  it('takes a custom tile renderer', () => {
    renderWithProviders(
      <VirtualGameGrid
        games={games.slice(0, 4)}
        renderTile={(game, { index, priority }) => <span>{`${index}:${game.code}:${priority}`}</span>}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent(`0:${games[0]!.code}:true`);
    expect(items[3]).toHaveTextContent(`3:${games[3]!.code}:false`);
  });

  describe('mounting where its skeleton stood (place)', () => {
    /**
     * Counts what reads the layout once the grid's tiles are in the DOM: from the first layout effect of the commit (a
     * sibling rendered before the grid runs its effects first) to the end of the render's effects.
     */
    function layoutReadsInCommit(grid: ReactElement) {
      const reads: string[] = [];
      let committing = false;
      const seen = (name: string) => {
        if (committing) reads.push(name);
      };
      const rect = Element.prototype.getBoundingClientRect;
      const spies = [
        vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
          seen('getBoundingClientRect');
          return rect.call(this);
        }),
        vi.spyOn(window, 'scrollTo').mockImplementation(() => seen('scrollTo')),
      ];
      const windowReads = ['innerHeight', 'innerWidth', 'scrollY'] as const;
      const before = windowReads.map((name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const);
      for (const name of windowReads) {
        const value = window[name];
        Object.defineProperty(window, name, {
          configurable: true,
          get: () => {
            seen(name);
            return value;
          },
        });
      }
      function CommitStarts() {
        useLayoutEffect(() => {
          committing = true;
        }, []);
        return null;
      }
      renderWithProviders(
        <>
          <CommitStarts />
          {grid}
        </>,
      );
      committing = false;
      for (const spy of spies) spy.mockRestore();
      for (const [name, descriptor] of before) {
        if (descriptor) Object.defineProperty(window, name, descriptor);
        else delete (window as unknown as Record<string, unknown>)[name];
      }
      return reads;
    }

    it('takes its columns and rows from the place, and reads no layout as it commits', () => {
      const reads = layoutReadsInCommit(<VirtualGameGrid games={games} place={{ width: 1200, top: 300 }} />);
      expect(reads).toEqual([]);
      const list = screen.getByRole('list', { name: 'รายการเกม' });
      expect(list).toHaveAttribute('data-columns', '7');
      // 768px window, rows from 300px: ≈ 3 rows of 7 in sight, 1 of overscan.
      const items = within(list).getAllByRole('listitem');
      expect(items.length).toBeGreaterThanOrEqual(14);
      expect(items.length).toBeLessThanOrEqual(35);
    });

    it('without a place, measures itself as it commits', () => {
      expect(layoutReadsInCommit(<VirtualGameGrid games={games} />)).toContain('getBoundingClientRect');
    });
  });

  it('renders nothing but an empty list for no games', () => {
    renderWithProviders(<VirtualGameGrid games={[]} />);
    expect(screen.getByRole('list', { name: 'รายการเกม' })).toBeEmptyDOMElement();
  });
});
