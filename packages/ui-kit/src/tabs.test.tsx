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

describe('Tabs, the keyboard and the panels', () => {
  function Three({ forceMount }: { forceMount?: boolean }) {
    return (
      <Tabs defaultValue="b">
        <TabsList aria-label="Product">
          <TabsTrigger value="a">Features</TabsTrigger>
          <TabsTrigger value="b">Specs</TabsTrigger>
          <TabsTrigger value="c">Downloads</TabsTrigger>
        </TabsList>
        {['a', 'b', 'c'].map((v) => (
          <TabsContent key={v} value={v} forceMount={forceMount}>
            Panel {v}
          </TabsContent>
        ))}
      </Tabs>
    );
  }

  it('wraps with the arrows, jumps with Home and End, and keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Three />);
    const [a, b, c] = screen.getAllByRole('tab');
    expect([a, b, c].map((t) => t!.tabIndex)).toEqual([-1, 0, -1]);
    await user.tab();
    expect(b).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(c).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(a).toHaveFocus();
    expect(a).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(c).toHaveAttribute('data-state', 'active');
    await user.keyboard('{Home}');
    expect(a).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel a');
    // Tab leaves the tablist for the selected panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('names each panel by its tab; an unselected panel is hidden and empty unless force-mounted', () => {
    const { unmount } = render(<Three />);
    const panel = screen.getByRole('tabpanel', { name: 'Specs' });
    expect(screen.getByRole('tab', { name: 'Specs' })).toHaveAttribute('aria-controls', panel.id);
    const hidden = screen.getAllByRole('tabpanel', { hidden: true });
    expect(hidden).toHaveLength(3);
    expect(hidden[0]).toHaveAttribute('hidden');
    expect(hidden[0]).toBeEmptyDOMElement();
    unmount();

    render(<Three forceMount />);
    const all = screen.getAllByRole('tabpanel', { hidden: true });
    expect(all[0]).not.toHaveAttribute('hidden');
    expect(all[0]).toHaveAttribute('data-state', 'inactive');
    expect(all[0]).toHaveTextContent('Panel a');
  });

  it('calls onValueChange and follows a controlled value', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(
      <Tabs value="a" onValueChange={(v) => seen.push(v)}>
        <TabsList>
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'B' }));
    expect(seen).toEqual(['b']);
    // Controlled: the parent did not change the value, so A stays selected.
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
  });
});
