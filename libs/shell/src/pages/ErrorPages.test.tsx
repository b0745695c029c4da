import { renderWithLocale } from '@lobby/testing';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { notFound } from '@lobby/util';
import { ErrorPageBoundary, NotFoundPage, RouteErrorPage } from './ErrorPages';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

describe('error pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a route error on a Thai page is said in Thai: no English statusText from the router', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/oops',
          loader: () => {
            throw data('boom', { status: 503, statusText: 'Service Unavailable' });
          },
          element: null,
          errorElement: <RouteErrorPage />,
        },
      ],
      { initialEntries: ['/oops'] },
    );
    renderWithLocale(<RouterProvider router={router} />, { locale: 'th' });
    const page = await screen.findByTestId('error-page');
    expect(page).toHaveTextContent('503');
    expect(page).toHaveTextContent('เกิดข้อผิดพลาด กรุณารอ 5 นาทีแล้วลองใหม่อีกครั้ง');
    expect(page).not.toHaveTextContent('Service Unavailable');
  });

  /** A route whose loader throws `error`, shown through the shell's error page in `locale`. */
  function renderRouteError(error: () => unknown, locale: 'th' | 'en') {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/oops',
          loader: () => {
            throw error();
          },
          element: null,
          errorElement: <RouteErrorPage />,
        },
      ],
      { initialEntries: ['/oops'] },
    );
    renderWithLocale(<RouterProvider router={router} />, { locale });
  }

  it.each([
    ['th', 'ไม่พบหน้าที่คุณต้องการ', 'หน้านี้อาจถูกย้ายหรือไม่มีอยู่แล้ว', 'กลับหน้าแรก'],
    ['en', 'This page could not be found', 'The page you are looking for does not exist.', 'Back to home'],
  ] as const)('the 404 page in %s: its heading, hint and home link in that language', (locale, heading, hint, home) => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/nowhere'] });
    renderWithLocale(<RouterProvider router={router} />, { locale });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByTestId('not-found')).toHaveTextContent(hint);
    expect(screen.getByRole('link', { name: home })).toBeInTheDocument();
  });

  it.each([
    ['a page that names nothing (notFound)', () => notFound(), 404, 'ไม่พบหน้าที่คุณต้องการ', /Not Found/i],
    [
      'a 404 response from the router',
      () => data(null, { status: 404, statusText: 'Not Found' }),
      404,
      'ไม่พบหน้าที่คุณต้องการ',
      /Not Found/i,
    ],
    [
      'a thrown JavaScript error',
      () => new TypeError('Cannot read properties of undefined'),
      500,
      'เกิดข้อผิดพลาด กรุณารอ 5 นาทีแล้วลองใหม่อีกครั้ง',
      /Cannot read|TypeError|Error/,
    ],
  ])('%s on a Thai page: the status and Thai words only', async (_what, error, status, text, english) => {
    renderRouteError(error, 'th');
    const page = await screen.findByTestId(status === 404 ? 'not-found' : 'error-page');
    expect(page).toHaveTextContent(String(status));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text);
    expect(page).not.toHaveTextContent(english);
    // Nothing on the page is English but the status number.
    expect(page.textContent!.replace(/\d+/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('an English page says a route error in English, still without the router’s statusText', async () => {
    renderRouteError(() => data('boom', { status: 502, statusText: 'Bad Gateway' }), 'en');
    const page = await screen.findByTestId('error-page');
    expect(page).toHaveTextContent('502');
    expect(page).toHaveTextContent('Something went wrong. Please wait 5 minutes and try again.');
    expect(page).not.toHaveTextContent(/Bad Gateway|boom/);
  });

  it.each([
    ['/somewhere', 'เกิดข้อผิดพลาดระหว่างแสดงหน้าแจ้งข้อผิดพลาด', 'กลับหน้าแรก', '/'],
    ['/en/somewhere', 'An error occurred while showing the error page', 'Back to home', '/en'],
  ])('when the error page itself fails at %s: the fallback in the address’s language', (path, text, home, href) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', path);
    render(
      <ErrorPageBoundary>
        <Throws error={new Error('the error page broke')} />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', href);
  });
});
