// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@lumen/i18n';
import { MESSAGES } from '@lumen/i18n/messages';
import { LanguageProvider } from '@lumen/site-shell/lib/i18n.tsx';
import type { ZiignaBuilderHeader } from '../api/get-ziigna-builder.server.ts';
import { builderContent, frenchContent } from '../testing/builder-content.ts';
import { BuilderPage } from './builder-page.tsx';

const datasheet = vi.hoisted(() => ({
  makeDatasheet: vi.fn(),
  saveDatasheet: vi.fn(),
  preloadDatasheet: vi.fn(),
}));
vi.mock('../datasheet/make-datasheet.ts', () => ({
  makeDatasheet: (...args: unknown[]) => datasheet.makeDatasheet(...args),
  saveDatasheet: (...args: unknown[]) => datasheet.saveDatasheet(...args),
  preloadDatasheet: () => datasheet.preloadDatasheet(),
}));

const PATH = '/ziigna-linear-lighting/builder';

const header: ZiignaBuilderHeader = {
  bannerImage: '/media/content/hero/linear-ziigna-builder.jpg',
  mobileBannerImage: null,
  bannerAlternativeText: null,
  bannerTitle: 'Build your Ziigna',
  headerImage: null,
  headerImageAlternativeText: null,
  headerTitle: 'Configure a Ziigna luminaire',
  headerDescription: null,
  buildZiignaTitle: 'Your Ziigna, step by step',
  completeCTA: 'Complete / download',
  quoteCTA: 'Get a Quote',
  backLinkText: 'Back to Ziigna linear lighting',
  seoTitle: null,
  seoDescription: null,
  seoKeywords: null,
  ogImage: null,
};

/** The query the page's address holds now. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderBuilder(search = '', { language = 'en' }: { language?: Language } = {}) {
  const Page = () => (
    <LanguageProvider language={language} messages={MESSAGES[language]}>
      <BuilderPage
        header={header}
        content={language === 'fr' ? frenchContent : builderContent}
        backHref="/ziigna-linear-lighting"
        quote={{ apiUrl: 'http://api.test', locale: 'en-GB', edition: 'uk' }}
      />
      <Address />
    </LanguageProvider>
  );
  const Stub = createRoutesStub([{ path: PATH, Component: Page }]);
  return render(<Stub initialEntries={[`${PATH}${search}`]} />);
}

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const radio = (name: RegExp) => screen.getByRole('radio', { name, hidden: true });
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name, hidden: true });
const summary = () =>
  Object.fromEntries(
    within(screen.getByRole('complementary'))
      .getAllByRole('definition')
      .map((dd) => [dd.previousElementSibling?.textContent, dd.textContent]),
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BuilderPage', () => {
  it('renders the configuration its address gives, and the defaults for the rest', async () => {
    renderBuilder(
      '?style=shape&modules=start.end&end-length=3m&colour=custom&colour.custom=RAL+7016',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build your Ziigna' }),
    ).toBeVisible();
    expect((radio(/^Shape/) as HTMLInputElement).checked).toBe(true);
    expect((checkbox(/^Start/) as HTMLInputElement).checked).toBe(true);
    expect((checkbox(/^Middle/) as HTMLInputElement).checked).toBe(false);
    expect((checkbox(/^Standalone/) as HTMLInputElement).checked).toBe(false);
    expect(summary()).toMatchObject({
      Style: 'Shape',
      'Shape type': 'Square',
      Modules: 'Start, End',
      'End module length': '3.0 m',
      Colour: 'Custom - RAL 7016',
      Output: 'None selected',
    });
    expect(screen.queryByRole('status', { name: /could not be read/ })).toBeNull();
    // Each panel's button tells its choice while closed.
    expect(screen.getByRole('button', { name: /^Modules\s*Start, End$/ })).toBeVisible();
  });

  it('writes each choice to the address, replacing it', async () => {
    const user = userEvent.setup();
    renderBuilder();
    await user.click(screen.getByRole('button', { name: /^Modules/ }));
    await user.click(checkbox(/^Start/));
    await user.click(checkbox(/^Middle/));
    await user.click(checkbox(/^End/));
    expect(address().get('modules')).toBe('start.middle.end');
    expect(summary()).toMatchObject({
      Modules: 'Start, Middle, End',
      'Middle module length': '0.6 m',
    });
    await user.click(checkbox(/^Standalone/));
    expect(address().get('modules')).toBe('standalone');
    expect(address().has('middle-length')).toBe(false);
  });

  it('cuts the custom colour at 20 characters with the spec’s message', async () => {
    const user = userEvent.setup();
    renderBuilder('?colour=custom');
    const field = screen.getByRole('textbox', { name: 'Your colour', hidden: true });
    await user.type(field, 'Anthracite grey RAL 7016');
    expect((field as HTMLInputElement).value).toBe('Anthracite grey RAL ');
    // The step is folded in this test's layout, so the message is checked as the field's
    // description, which is how a screen reader hears it.
    expect(field).toHaveAccessibleDescription(/Maximum 20 characters allowed$/);
    expect(address().get('colour.custom')).toBe('Anthracite grey RAL ');
    await user.type(field, '{Backspace}');
    expect(screen.queryByText('Maximum 20 characters allowed')).toBeNull();
  });

  it('switches the output between one and several choices with the rules', async () => {
    const user = userEvent.setup();
    renderBuilder();
    // Single plus Linear: radios.
    const output = () => within(screen.getByRole('group', { name: 'Output', hidden: true }));
    expect(output().getAllByRole('radio', { hidden: true })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: /^Configuration/ }));
    await user.click(radio(/^Multiple/));
    await user.click(screen.getByRole('button', { name: /^Output/ }));
    await user.click(checkbox(/^High Density/));
    await user.click(checkbox(/^Not Sure/));
    await user.type(screen.getByRole('textbox', { name: /High Density/ }), 'Aisles');
    expect(summary().Output).toBe('High Density - Aisles, Not Sure');
    expect(address().get('output')).toBe('high-density.not-sure');
    expect(output().queryAllByRole('radio', { hidden: true })).toHaveLength(0);
  });

  it('falls back and says so politely for a bad link, naming parameters only', () => {
    renderBuilder(`?style=${'x'.repeat(5000)}&modules=start.sideways&dimmer=dali&colour=black`);
    const notice = screen.getByText(/could not be read/);
    expect(notice.textContent).toBe(
      'Part of this link could not be read, so the builder shows the default for: Style, Modules.',
    );
    expect(screen.getByText(/no longer has/)).toBeVisible();
    // The page, without this test's own print of the address.
    const page = document.body.cloneNode(true) as HTMLElement;
    page.querySelector('[data-testid=address]')?.remove();
    expect(page.textContent).not.toContain('xxxxx');
    expect(page.textContent).not.toContain('sideways');
    expect((radio(/^Linear/) as HTMLInputElement).checked).toBe(true);
    expect((radio(/^Black/) as HTMLInputElement).checked).toBe(true);
  });

  it('opens an English link in French with the same choices', () => {
    renderBuilder('?style=shape&modules=start.middle.end&colour=custom&colour.custom=RAL+7016', {
      language: 'fr',
    });
    expect(summary()).toMatchObject({
      Style: 'Forme',
      Modules: 'Début, Milieu, Fin',
      Couleur: 'Personnalisée - RAL 7016',
      'Flux lumineux': 'Aucune sélection',
    });
  });

  it('copies the link and says so, or shows it to copy by hand when the browser refuses', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderBuilder('?colour=black');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/^Link copied/)).toBeVisible();
    const copied = new URL(String((writeText.mock.calls[0] as unknown[])[0]));
    expect(copied.pathname).toBe(PATH);
    expect(copied.searchParams.get('colour')).toBe('black');

    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    document.execCommand = vi.fn(() => false);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this configuration' });
    expect((field as HTMLInputElement).value).toBe(String(copied));
    expect(screen.getByText('Copy this link to share your configuration:')).toBeVisible();
  });

  it('makes the datasheet of the selections and saves it, busy while it is made', async () => {
    const file = new File(['%PDF-'], 'ziigna-datasheet.pdf', { type: 'application/pdf' });
    let finish: (file: File) => void = () => undefined;
    datasheet.makeDatasheet.mockReturnValueOnce(new Promise<File>((r) => (finish = r)));
    renderBuilder('?modules=start');
    const button = screen.getByRole('button', { name: 'Complete / download' }) as HTMLButtonElement;
    fireEvent.pointerEnter(button);
    await vi.waitFor(() => expect(datasheet.preloadDatasheet).toHaveBeenCalled());
    fireEvent.click(button);
    const busy = (await screen.findByRole('button', { name: 'Preparing…' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(datasheet.makeDatasheet).toHaveBeenCalledTimes(1));
    const request = datasheet.makeDatasheet.mock.calls[0]![0];
    expect(request.locale).toBe('en-GB');
    expect(request.shareUrl).toMatch(/\/ziigna-linear-lighting\/builder\?style=linear&/);
    expect(request.selections).toContainEqual({ label: 'Modules', value: 'Start' });
    // An empty step goes as '' so the datasheet prints its own 'None selected'.
    expect(request.selections.find((s: { label: string }) => s.label === 'Output').value).toBe('');
    finish(file);
    const idle = (await screen.findByRole('button', {
      name: 'Complete / download',
    })) as HTMLButtonElement;
    expect(idle.disabled).toBe(false);
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    expect(datasheet.saveDatasheet).toHaveBeenCalledWith(file);
  });

  it('says so when the datasheet cannot be made, and lets the visitor try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    datasheet.makeDatasheet.mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Get a Quote' }));
    // The alert region is always there (empty), so wait for its words, not for the region.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/could not be made/));
    expect(
      (screen.getByRole('button', { name: 'Get a Quote' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.queryByRole('region', { name: 'Request a quote' })).toBeNull();
  });

  it('opens the quote form with the new datasheet attached, and gives the focus back on Cancel', async () => {
    const file = new File(['%PDF-'], 'ziigna-datasheet-123456.pdf', { type: 'application/pdf' });
    datasheet.makeDatasheet.mockResolvedValueOnce(file);
    renderBuilder();
    const quote = screen.getByRole('button', { name: 'Get a Quote' });
    fireEvent.click(quote);
    const panel = await screen.findByRole('region', { name: 'Request a quote' });
    expect(document.activeElement?.textContent).toBe('Request a quote');
    expect(quote.getAttribute('aria-expanded')).toBe('true');
    expect((within(panel).getByLabelText('Attach the quote file*') as HTMLInputElement).value).toBe(
      file.name,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Request a quote' })).toBeNull();
    expect(document.activeElement).toBe(quote);
  });
});
