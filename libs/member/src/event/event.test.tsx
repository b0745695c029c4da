import { createFakeServer, fixtures } from '@lobby/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../testing';
import { EventPage } from './EventPage';

const EVENTS = 'GET /api/v3/member/events' as const;

describe('event page', () => {
  it('prefetches, before it hydrates, exactly the list its first render asks for (one call)', async () => {
    const server = createFakeServer({ [EVENTS]: fixtures.ok({ result: [] }) });
    const { store, locale } = renderMemberPage(<EventPage />, { url: '/en/event', path: '/event', server });
    await waitFor(() => expect(server.calls(EVENTS)).toHaveLength(1));
    expect(screen.getByTestId('event-page')).toBeInTheDocument();
    expect(EventPage.prefetch).toBeTypeOf('function');
    EventPage.prefetch!({
      dispatch: store.dispatch,
      url: new URL('/en/event', 'http://site.test'),
      locale,
      groupId: 'NKG01',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls(EVENTS)).toHaveLength(1);
    expect(server.calls(EVENTS)[0]!.params).toMatchObject({ lang: 'en', groupID: 'NKG01' });
  });
});
