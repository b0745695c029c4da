import { act } from '@testing-library/react';
import { TextField } from '@lobby/ui-kit';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForm } from './form';

function LoginForm({ onSubmit }: { onSubmit: (values: { username: string; phone: string }) => void }) {
  const { bind, values } = useForm({ username: '', phone: '' });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <TextField label="Username" {...bind('username')} />
      <TextField label="Phone" {...bind('phone', (typed) => typed.replace(/\D/g, ''))} />
      <button type="submit">Log in</button>
    </form>
  );
}

describe('useForm on a prerendered page', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps what was typed before hydration, cleaned as if typed after', async () => {
    const onSubmit = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm onSubmit={onSubmit} />);
    document.body.append(container);
    // The player types into the served HTML while the script is still loading.
    const [username, phone] = container.querySelectorAll('input');
    username!.value = 'somchai';
    phone!.value = '085-571-3870';

    await act(async () => {
      hydrateRoot(container, <LoginForm onSubmit={onSubmit} />);
    });
    expect(phone!.value).toBe('0855713870');
    await act(async () => container.querySelector('button')!.click());
    expect(onSubmit).toHaveBeenCalledWith({ username: 'somchai', phone: '0855713870' });
  });

  it('leaves untouched fields empty', async () => {
    const onSubmit = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm onSubmit={onSubmit} />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <LoginForm onSubmit={onSubmit} />);
    });
    await act(async () => container.querySelector('button')!.click());
    expect(onSubmit).toHaveBeenCalledWith({ username: '', phone: '' });
  });
});
