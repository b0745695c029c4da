import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTitleProvider, usePageTitleOverride, usePageTitleParam } from './page';

describe('the page title provider', () => {
  it('re-renders what reads the page’s name when a page names itself, not the rest of the site', () => {
    let siteRenders = 0;
    let name: (value: string) => void = () => undefined;
    function RestOfSite() {
      siteRenders += 1;
      return null;
    }
    function Heading() {
      return <h1>{usePageTitleOverride() ?? 'loading'}</h1>;
    }
    function GamePage() {
      const [title, setTitle] = useState<string>();
      name = setTitle;
      usePageTitleParam(title);
      return null;
    }
    render(
      <PageTitleProvider>
        <Heading />
        <RestOfSite />
        <GamePage />
      </PageTitleProvider>,
    );
    const before = siteRenders;
    act(() => name('Pretty Demo'));
    expect(screen.getByRole('heading')).toHaveTextContent('Pretty Demo');
    expect(siteRenders).toBe(before);
  });
});
