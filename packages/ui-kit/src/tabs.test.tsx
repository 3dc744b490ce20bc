import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

describe('Tabs', () => {
  it('switches panels with the mouse and the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="latest">
        <TabsList aria-label="News">
          <TabsTrigger value="latest">Latest News</TabsTrigger>
          <TabsTrigger value="archived">Archived News</TabsTrigger>
        </TabsList>
        <TabsContent value="latest">This year</TabsContent>
        <TabsContent value="archived">Earlier years</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('This year');
    await user.click(screen.getByRole('tab', { name: 'Archived News' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Earlier years');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Latest News' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Latest News' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('This year');
  });

  it('marks the edges that have more tabs beyond them, and keeps the fades out of the tree', () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Product">
          <TabsTrigger value="a">Features and benefits</TabsTrigger>
          <TabsTrigger value="b">Case studies</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    const list = screen.getByRole('tablist');
    const bar = list.parentElement!;
    // What a 390 px screen measures: 300 px shown of 700.
    Object.defineProperty(list, 'clientWidth', { value: 300 });
    Object.defineProperty(list, 'scrollWidth', { value: 700 });
    fireEvent.scroll(list);
    expect(bar).toHaveAttribute('data-overflow-end');
    expect(bar).not.toHaveAttribute('data-overflow-start');
    list.scrollLeft = 400;
    fireEvent.scroll(list);
    expect(bar).toHaveAttribute('data-overflow-start');
    expect(bar).not.toHaveAttribute('data-overflow-end');
    for (const fade of bar.querySelectorAll('[data-fade]')) {
      expect(fade).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
