import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { markHydrating } from '../shared/useHydrated';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

describe('Button', () => {
  it('ignores clicks and reports busy while loading, then works again', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        ถอนเงิน
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'ถอนเงิน' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>ถอนเงิน</Button>);
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps its name while loading (the spinner is decorative)', () => {
    render(<Button loading>ฝากเงิน</Button>);
    expect(screen.getByRole('button')).toHaveAccessibleName('ฝากเงิน');
  });

  it('does not submit a surrounding form unless asked to', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>คัดลอก</Button>
        <Button type="submit">ยืนยัน</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'คัดลอก' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('ButtonLink', () => {
  it('renders an anchor by default', () => {
    render(<ButtonLink href="/promotions">โปรโมชั่น</ButtonLink>);
    expect(screen.getByRole('link', { name: 'โปรโมชั่น' })).toHaveAttribute('href', '/promotions');
  });

  it('renders a router-like component through `as`, passing its props and the button classes', () => {
    const FakeLink = ({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
      <a href={`#${to}`} {...rest} />
    );
    render(
      <ButtonLink as={FakeLink} to="/deposit" variant="secondary" className="extra">
        ฝากเงิน
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'ฝากเงิน' });
    expect(link).toHaveAttribute('href', '#/deposit');
    expect(link.className).toContain('extra');
    expect(link.className.split(' ').length).toBeGreaterThan(2);
  });

  it('turns every style prop into classes and passes none of them on', () => {
    let received: object = {};
    const SpyLink = (props: AnchorHTMLAttributes<HTMLAnchorElement>) => {
      received = props;
      return <a {...props} />;
    };
    render(
      <>
        <ButtonLink as={SpyLink} href="/login" variant="outline" size="sm" block pill>
          เข้าสู่ระบบ
        </ButtonLink>
        <Button variant="outline" size="sm" block pill>
          สมัครสมาชิก
        </Button>
      </>,
    );
    expect(Object.keys(received).sort()).toEqual(['children', 'className', 'href']);
    // The same look as a Button given the same props, pill included.
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' }).className).toBe(
      screen.getByRole('button', { name: 'สมัครสมาชิก' }).className,
    );
  });

  it('in prerendered HTML a submit button waits for the script (no native GET of the fields), then works', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const form = (
      <form onSubmit={onSubmit}>
        <input name="password" defaultValue="secret" />
        <Button type="submit">เข้าสู่ระบบ</Button>
        <Button>ยกเลิก</Button>
      </form>
    );
    // As the build renders it and the site hydrates it (createSite marks the hydration).
    markHydrating(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const [submit, other] = container.querySelectorAll('button');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('data-awaiting-script');
    expect(other).not.toBeDisabled();

    const root = await act(async () => hydrateRoot(container, form));
    markHydrating(false);
    expect(submit).not.toBeDisabled();
    expect(submit).not.toHaveAttribute('data-awaiting-script');
    await userEvent.click(submit!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });
});
