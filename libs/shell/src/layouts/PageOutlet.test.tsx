import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServer } from '@lobby/testing';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../site/testing';

describe('recovery after an outage', () => {
  it('keeps what was typed behind the error screen and brings the page back once the server answers', async () => {
    const server = createFakeServer();
    renderSite('/en/login', { server });
    const username = await screen.findByLabelText('Username');
    await userEvent.type(username, 'demo01');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'demo1234');
    server.setDown(true);
    await userEvent.click(screen.getByRole('button', { name: /^Log in$/ }));
    expect(await screen.findByTestId('api-failure')).toBeInTheDocument();
    expect(screen.getByTestId('page-content')).not.toBeVisible();
    expect(screen.getByTestId('api-failure')).toHaveTextContent('What you typed is still there.');

    server.setDown(false);
    server.on('GET /', { code: 1, message: 'online' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('api-failure')).toBeNull());
    expect(screen.getByLabelText('Username')).toHaveValue('demo01');
    expect(screen.getByLabelText('Username')).toBeVisible();
  });

  it('clears the screen when the member goes to another page', async () => {
    const server = createFakeServer();
    const { router } = renderSite('/en/login', { server });
    await userEvent.type(await screen.findByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'demo1234');
    server.setDown(true);
    await userEvent.click(screen.getByRole('button', { name: /^Log in$/ }));
    expect(await screen.findByTestId('api-failure')).toBeInTheDocument();
    server.setDown(false);
    await router.navigate('/en/forgot');
    await waitFor(() => expect(screen.queryByTestId('api-failure')).toBeNull());
    expect(await screen.findByTestId('forgot-page')).toBeVisible();
  });

  it('says nothing of typed input on a page where nothing was typed', async () => {
    const server = createFakeServer();
    server.setDown(true);
    renderSite('/en/promotions', { server });
    const failure = await screen.findByTestId('api-failure');
    expect(failure).toHaveTextContent('This page comes back by itself when we are back.');
    expect(failure).not.toHaveTextContent(/typed/);
  });
});
