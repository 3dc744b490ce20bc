// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lumen/i18n/messages';
import { MAX_QUERY_LENGTH } from '@lumen/validation';
import { LanguageProvider } from '#src/lib/i18n.tsx';
import { SearchBox } from '#src/features/search/components/search-box.tsx';

const TERMS = ['AURA', 'AURA fire rated', 'AURA IP65', 'AURA tilt', 'AURA 3CCT', 'AURA kit'];

function Harness({
  onSearch,
  fetchTerms,
}: {
  onSearch: (term: string) => void;
  fetchTerms: (q: string) => Promise<string[]>;
}) {
  const [value, setValue] = useState('');
  return (
    <LanguageProvider language="en" messages={MESSAGES.en}>
      <SearchBox
        value={value}
        onValueChange={setValue}
        onSearch={onSearch}
        fetchTerms={fetchTerms}
        placeholder="Search by product name"
      />
    </LanguageProvider>
  );
}

describe('SearchBox', () => {
  let onSearch: ReturnType<typeof vi.fn<(term: string) => void>>;
  let fetchTerms: ReturnType<typeof vi.fn<(q: string) => Promise<string[]>>>;

  beforeEach(() => {
    onSearch = vi.fn<(term: string) => void>();
    fetchTerms = vi.fn(async () => TERMS);
    render(<Harness onSearch={onSearch} fetchTerms={fetchTerms} />);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const input = () => screen.getByRole('combobox', { name: 'Search products' });

  it("says 'This is required' for an empty box and does nothing for whitespace", async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Search products' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This is required');
    expect(input().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input(), { target: { value: '   ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.submit(input().closest('form')!);
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.change(input(), { target: { value: '  titan ' } });
    fireEvent.submit(input().closest('form')!);
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('titan'));
  });

  it('asks for suggestions after a 300 ms pause, once, and lists six', async () => {
    vi.useFakeTimers();
    act(() => input().focus());
    fireEvent.change(input(), { target: { value: 'au' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input(), { target: { value: 'aura' } });
    act(() => vi.advanceTimersByTime(299));
    expect(fetchTerms).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetchTerms).toHaveBeenCalledTimes(1);
    expect(fetchTerms.mock.calls[0]![0]).toBe('aura');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(6);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('chooses a suggestion from the keyboard: searches for it without asking again', async () => {
    vi.useFakeTimers();
    act(() => input().focus());
    fireEvent.change(input(), { target: { value: 'aura' } });
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const active = input().getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)?.textContent).toBe('AURA fire rated');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('AURA fire rated');
    expect((input() as HTMLInputElement).value).toBe('AURA fire rated');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(fetchTerms).toHaveBeenCalledTimes(1); // one autocomplete suppressed
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the list with Escape, then clears the box', async () => {
    vi.useFakeTimers();
    act(() => input().focus());
    fireEvent.change(input(), { target: { value: 'aura' } });
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('keeps the suggestions it has when a request fails', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => input().focus());
    fireEvent.change(input(), { target: { value: 'aura' } });
    await act(async () => vi.advanceTimersByTime(300));
    fetchTerms.mockRejectedValueOnce(new Error('offline'));
    fireEvent.change(input(), { target: { value: 'aurax' } });
    await act(async () => vi.advanceTimersByTime(300));
    expect(screen.getAllByRole('option')).toHaveLength(6);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('holds no more than the API takes: maxLength is its limit, and a longer value is cut', async () => {
    expect(input().getAttribute('maxlength')).toBe(String(MAX_QUERY_LENGTH));
    // An over-long value that did not come from typing (autofill, an extension).
    const long = `Spot d’aura l'extérieur ${'é'.repeat(MAX_QUERY_LENGTH)}`;
    fireEvent.change(input(), { target: { value: long } });
    fireEvent.submit(input().closest('form')!);
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(long.slice(0, MAX_QUERY_LENGTH)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches a pasted spreadsheet cell with its tab read as a space', async () => {
    fireEvent.change(input(), { target: { value: 'AURA\tDLAUR05-001018\t' } });
    fireEvent.submit(input().closest('form')!);
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('AURA DLAUR05-001018'));
  });
});
