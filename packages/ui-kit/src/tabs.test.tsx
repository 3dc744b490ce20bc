import { render, screen } from '@testing-library/react';
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
});
