import type { StoryContext } from '@storybook/react-vite';
import { defineNamespace, useLocale, useTranslation } from '@lobby/i18n';
import { render, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withStrings } from './withStrings';

const probe = defineNamespace({ greeting: 'สวัสดี' }, { greeting: 'Hello' });

function Greeting() {
  const { t } = useTranslation('probe');
  return (
    <p>
      {t('greeting')} ({useLocale()}) {t('common:actions.close')}
    </p>
  );
}

/** Renders a story through the decorator the way Storybook does, with the toolbar's globals. */
function renderStory(decorator: ReturnType<typeof withStrings>, Story: () => React.ReactNode, globals = {}) {
  const context = { globals, parameters: {}, args: {} } as unknown as StoryContext;
  const Decorated = () => <>{decorator(Story as never, context)}</>;
  return render(<Decorated />);
}

describe('withStrings', () => {
  it('gives the story its namespace and the common strings in the toolbar language', () => {
    renderStory(withStrings({ probe }), Greeting, { locale: 'en' });
    expect(screen.getByText('Hello (en) Close')).toBeInTheDocument();
  });

  it('falls back to Thai for an unknown or missing language', () => {
    renderStory(withStrings({ probe }), Greeting, { locale: 'fr' });
    expect(screen.getByText('สวัสดี (th) ปิด')).toBeInTheDocument();
  });

  it('adds a router only when asked, for stories whose components render links', () => {
    const WithLink = () => <Link to="/promotions">go</Link>;
    renderStory(withStrings({ probe }, { router: true }), WithLink);
    expect(screen.getByRole('link', { name: 'go' })).toHaveAttribute('href', '/promotions');
    expect(() => renderStory(withStrings({ probe }), WithLink)).toThrow();
  });
});
