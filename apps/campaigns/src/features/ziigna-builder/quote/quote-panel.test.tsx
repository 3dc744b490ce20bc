// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lumen/i18n/messages';
import { LanguageProvider } from '@lumen/site-shell/lib/i18n.tsx';
import { QuotePanel } from './quote-panel.tsx';
import { LIMIT_EXCEEDED_MS } from './use-limit-exceeded.ts';

const datasheet = new File(['%PDF-1.7'], 'ziigna-datasheet-123456-20261125.pdf', {
  type: 'application/pdf',
});
const png = (name: string, size = 8) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

function renderPanel(props: Partial<Parameters<typeof QuotePanel>[0]> = {}) {
  const onCancel = vi.fn();
  const onSubmitted = vi.fn();
  render(
    <LanguageProvider language="en" messages={MESSAGES.en}>
      <QuotePanel
        apiUrl="http://api.test"
        locale="en-GB"
        edition="uk"
        quoteFile={datasheet}
        onCancel={onCancel}
        onSubmitted={onSubmitted}
        {...props}
      />
    </LanguageProvider>,
  );
  return { onCancel, onSubmitted };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name*'), 'Ann Other');
  await user.type(field('Email*'), 'ann@example.com');
  await user.type(field('Phone Number*'), '+447700900123');
  await user.type(field('Company name*'), 'Sparks Ltd');
}

function answer(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('QuotePanel', () => {
  it('shows the fields in the spec’s order, the datasheet read-only, and takes the focus', () => {
    renderPanel();
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual([
      'Name*',
      'Email*',
      'Phone Number*',
      'Company name*',
      'Preferred wholesaler',
      'Wholesaler location',
      'Attach the quote file*',
      'Your Message',
      'Upload other attachments',
    ]);
    const quoteFile = field('Attach the quote file*');
    expect(quoteFile.readOnly).toBe(true);
    expect(quoteFile.value).toBe(datasheet.name);
    expect(document.activeElement?.textContent).toBe('Request a quote');
  });

  it('says what is wrong without sending, with the edition’s phone example', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderPanel({ edition: 'fr' });
    await user.type(field('Phone Number*'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Phone number must be valid (eg: +33639981234)')).toBeVisible();
    expect(field('Name*').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends, disables both buttons with Uploading..., then resets and hands up the reference', async () => {
    let reply: (r: Response) => void = () => undefined;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(new Promise<Response>((r) => (reply = r)));
    const user = userEvent.setup();
    const { onSubmitted } = renderPanel();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const sending = (await screen.findByRole('button', {
      name: 'Uploading...',
    })) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const body = fetch.mock.calls[0]![1]!.body as FormData;
    expect(body.get('locale')).toBe('en-GB');
    expect((body.get('ziignaQuoteFile') as File).name).toBe(datasheet.name);
    await act(async () => {
      reply(new Response('{"data":{"documentId":"ZQ-20261125-ABC234"}}', { status: 201 }));
    });
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('ZQ-20261125-ABC234'));
    expect(field('Name*').value).toBe('');
  });

  it('keeps what was typed after a failure, says so and gives the buttons back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(500, '');
    const user = userEvent.setup();
    const { onSubmitted } = renderPanel();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The alert region is always there (empty): wait for its words.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/could not be sent/));
    expect(field('Name*').value).toBe('Ann Other');
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('puts a 400’s messages on their fields and a 429 in plain words', async () => {
    answer(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'x',
      issues: [{ field: 'body.email', message: 'quoteRequest.error.email' }],
    });
    const user = userEvent.setup();
    renderPanel();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('E-mail must be valid')).toBeVisible();
    expect(field('Email*').getAttribute('aria-invalid')).toBe('true');
    answer(429, { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The alert region is always there (empty): wait for its words.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Too many requests/));
  });

  it('lists up to four attachments with remove buttons; a fifth shows Limit Exceeded for 1.5 s', async () => {
    renderPanel();
    const input = field('Upload other attachments');
    fireEvent.change(input, {
      target: { files: [png('a.png'), png('b.png'), png('c.png'), png('d.png')] },
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    vi.useFakeTimers();
    fireEvent.change(input, { target: { files: [png('e.png')] } });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Limit Exceeded')).toBeVisible();
    expect(screen.getByText(/Attach at most 4 other files/).className).toContain('sr-only');
    act(() => vi.advanceTimersByTime(LIMIT_EXCEEDED_MS - 1));
    expect(screen.queryByText('Limit Exceeded')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Limit Exceeded')).toBeNull();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'a.png×',
      'c.png×',
      'd.png×',
    ]);
  });

  it('refuses a file of the wrong type with its reason', () => {
    renderPanel();
    fireEvent.change(field('Upload other attachments'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByText('Limit Exceeded')).toBeVisible();
    expect(screen.getByText(/Attachments must be PDFs or images/)).toBeVisible();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('closes on Cancel and on Escape', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
