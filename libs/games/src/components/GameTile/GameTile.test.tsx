import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeGame } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GameTile } from './GameTile';

const game = makeGame(3, {
  nameTh: 'เสือนำโชค',
  nameEn: 'Lucky Tiger',
  hot: true,
  new: false,
  freespin: false,
  favourite: true,
});

describe('GameTile', () => {
  it('shows the Thai name on Thai pages and the English name under /en', () => {
    const { unmount } = renderWithProviders(<GameTile game={game} />);
    expect(screen.getByText('เสือนำโชค')).toBeInTheDocument();
    unmount();
    renderWithProviders(<GameTile game={game} />, { locale: 'en' });
    expect(screen.getByText('Lucky Tiger')).toBeInTheDocument();
    expect(screen.getByText('HOT')).toBeInTheDocument();
  });

  it('loads art lazily and asynchronously at a fixed size unless priority', () => {
    const { rerender } = renderWithProviders(<GameTile game={game} />);
    const img = screen.getByRole('img', { name: 'เสือนำโชค' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '240');
    rerender(<GameTile game={game} priority />);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('is a button calling onLaunch, or a link that launches on a plain click only', async () => {
    const onLaunch = vi.fn();
    const { user, rerender } = renderWithProviders(<GameTile game={game} onLaunch={onLaunch} />);
    await user.click(screen.getByRole('button', { name: 'เสือนำโชค, ฮิต' }));
    expect(onLaunch).toHaveBeenCalledWith(game);

    rerender(<GameTile game={game} onLaunch={onLaunch} href="/game/game-3/lucky-tiger" />);
    const link = screen.getByRole('link', { name: 'เสือนำโชค, ฮิต' });
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(onLaunch).toHaveBeenCalledTimes(2);
    // A ctrl-click is left to the browser (new tab); the listener records that, then stops jsdom navigating.
    let leftToBrowser = false;
    const record = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
    window.removeEventListener('click', record);
    expect(leftToBrowser).toBe(true);
    expect(onLaunch).toHaveBeenCalledTimes(2);
  });

  it('plugs a router link through renderLink', () => {
    renderWithProviders(
      <GameTile
        game={game}
        href="/game/x"
        renderLink={({ href, ...rest }) => <a data-router="yes" href={`#${href}`} {...rest} />}
      />,
    );
    expect(screen.getByRole('link')).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link')).toHaveAttribute('href', '#/game/x');
  });

  it('has a named heart toggle with aria-pressed, ignoring clicks while pending', async () => {
    const onToggle = vi.fn();
    const { user, rerender } = renderWithProviders(<GameTile game={game} onToggleFavourite={onToggle} />);
    const heart = screen.getByRole('button', { name: 'เกมโปรด: เสือนำโชค' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(onToggle).toHaveBeenCalledWith(game);
    rerender(<GameTile game={game} onToggleFavourite={onToggle} favourite={false} favouritePending />);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAttribute('aria-busy', 'true');
    await user.click(heart);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('shows the maintenance overlay from the game or the prop', () => {
    const { rerender } = renderWithProviders(<GameTile game={{ ...game, maintenance: true }} />);
    expect(screen.getByText('ปิดปรับปรุง')).toBeInTheDocument();
    rerender(<GameTile game={game} maintenance />);
    expect(screen.getByRole('button', { name: 'เสือนำโชค, ฮิต, ปิดปรับปรุง' })).toBeInTheDocument();
  });

  it('shows the launch in progress and keeps the art box while the art is deferred', () => {
    const { rerender, container } = renderWithProviders(<GameTile game={game} launchPending />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Lucky Tiger, HOT' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Opening the game…')).toBeInTheDocument();
    rerender(<GameTile game={game} deferArt />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[class*="ratio_square"]')).toBeInTheDocument();
  });

  it('falls back to a letter when the art fails', async () => {
    renderWithProviders(<GameTile game={game} />);
    screen.getByRole('img').dispatchEvent(new Event('error'));
    expect(await screen.findByText('เ')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
