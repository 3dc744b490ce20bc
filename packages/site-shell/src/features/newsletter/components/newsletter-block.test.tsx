// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetLoadedScripts } from '#src/lib/load-script.ts';
import { renderInApp } from '#src/testing/render.tsx';
import { NewsletterBlock } from '#src/features/newsletter/components/newsletter-block.tsx';

const SCRIPT = 'https://forms.example.com/embed.js';
const forms = {
  scriptUrl: SCRIPT,
  portalId: undefined,
  newsletterFormId: undefined,
  contactFormId: undefined,
};

describe('NewsletterBlock', () => {
  afterEach(() => {
    cleanup();
    resetLoadedScripts();
    for (const s of document.querySelectorAll(`script[src="${SCRIPT}"]`)) s.remove();
  });

  it('opens the subscription dialog on submit and loads the external form script once', async () => {
    renderInApp(() => (
      <NewsletterBlock
        forms={forms}
        newsletter={{
          title: 'Stay in the light',
          subTitle: 'Monthly',
          label: 'Your email',
          button: 'Sign up',
        }}
      />
    ));
    expect(screen.getByRole('heading', { name: 'Stay in the light' })).toBeVisible();
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'a@b.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to our newsletter' });
    expect(dialog).toBeVisible();
    expect(document.querySelectorAll(`script[src="${SCRIPT}"]`)).toHaveLength(1);
    // The script "loads" but no form is configured: the visitor is told, not left waiting.
    expect(await screen.findByText(/The form cannot be loaded right now/)).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('dialog', { name: 'Subscribe to our newsletter' });
    expect(document.querySelectorAll(`script[src="${SCRIPT}"]`)).toHaveLength(1);
  });

  it('falls back to fixed texts without content', () => {
    renderInApp(() => <NewsletterBlock forms={forms} newsletter={null} />, { language: 'fr' });
    expect(screen.getByRole('heading', { name: "Lettre d'information" })).toBeVisible();
    expect(screen.getByLabelText('Adresse e-mail')).toBeVisible();
    expect(screen.getByRole('button', { name: "S'abonner" })).toBeVisible();
  });
});
