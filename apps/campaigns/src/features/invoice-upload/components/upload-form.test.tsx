// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lumen/i18n/messages';
import { INVOICE_FILE_ACCEPT, INVOICE_MAX_BYTES } from '@lumen/validation/invoice-upload-constants';
import { FakeXhr } from '#src/testing/fake-xhr.ts';
import { UploadForm } from './upload-form.tsx';

const pdf = (size?: number) => {
  const file = new File(['%PDF-1.4 test'], 'invoice.pdf', { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function renderForm() {
  render(<UploadForm apiUrl="http://api.test" messages={MESSAGES.en} />);
  return userEvent.setup();
}

async function fillFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Siobhán');
  await user.type(screen.getByLabelText('Last name'), 'Murphy');
  await user.type(screen.getByLabelText('Company name'), 'Brightwater Electrical');
  await user.type(screen.getByLabelText('E-mail'), 'siobhan@brightwater.ie');
}

describe('UploadForm', () => {
  beforeEach(() => {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for an invoice, accepts the shared types, and enables submit only when valid', async () => {
    const user = renderForm();
    const submit = screen.getByRole('button', { name: 'Enter Competition' });
    const fileInput = screen.getByLabelText('Invoice');
    expect(fileInput.getAttribute('accept')).toBe(INVOICE_FILE_ACCEPT);
    expect(screen.getByText('please select a invoice')).toBeVisible();
    await fillFields(user);
    expect(submit).toHaveProperty('disabled', true);
    await user.upload(fileInput, pdf());
    expect(screen.getByText('Chosen: invoice.pdf')).toBeVisible();
    expect(submit).toHaveProperty('disabled', false);
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'siobhan at brightwater');
    expect(submit).toHaveProperty('disabled', true);
  });

  it('shows the spec’s messages as fields are left, and refuses a file over 10 MB unsent', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('First name'), 'a'.repeat(31));
    await user.type(screen.getByLabelText('E-mail'), 'siobhan@');
    await user.tab();
    expect(screen.getByText('First Name must be less than 30 characters')).toBeVisible();
    expect(screen.getByText('E-mail must be valid')).toBeVisible();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    await user.upload(screen.getByLabelText('Invoice'), pdf(INVOICE_MAX_BYTES + 1));
    expect(screen.getByText('File size should be less than 10MB')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enter Competition' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('shows the upload’s progress, then the success toast with the reference, and resets', async () => {
    const user = renderForm();
    await fillFields(user);
    await user.click(screen.getByRole('checkbox'));
    await user.upload(screen.getByLabelText('Invoice'), pdf());
    await user.click(screen.getByRole('button', { name: 'Enter Competition' }));

    const xhr = FakeXhr.all[0]!;
    expect(xhr.sent?.get('gdprConsent')).toBe('true');
    expect(xhr.sent?.get('companyName')).toBe('Brightwater Electrical');
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(screen.getByRole('button', { name: 'Uploading…' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('First name')).toHaveProperty('disabled', true);
    xhr.progress(30, 100);
    expect(bar.getAttribute('value')).toBe('30');
    expect(screen.getByText('30%')).toBeVisible();

    await act(async () => xhr.answer(201, { received: true, reference: 'K7Q2M9X4P1AB' }));
    expect(screen.getByRole('status').textContent).toBe(
      'The file has been successfully uploaded. Your reference: K7Q2M9X4P1AB.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveProperty('value', '');
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', false);
    expect(screen.getByText('please select a invoice')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('keeps the form after a refusal, with the server’s reason in the toast and at the file', async () => {
    const user = renderForm();
    await fillFields(user);
    await user.upload(screen.getByLabelText('Invoice'), pdf());
    await user.click(screen.getByRole('button', { name: 'Enter Competition' }));
    await act(async () =>
      FakeXhr.all[0]!.answer(415, {
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'The invoice must be a PDF or an image (JPEG, PNG, WebP or HEIC)',
      }),
    );
    const reason = 'The invoice must be a PDF or an image (JPEG, PNG, WebP or HEIC)';
    expect(screen.getByRole('status').textContent).toBe(`upload failure: ${reason}`);
    expect(screen.getByText(reason).id).toMatch(/-file-error$/);
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Siobhán');
    expect(document.activeElement).toBe(screen.getByLabelText('Invoice'));
  });

  it('says upload failure when the API cannot be reached', async () => {
    const user = renderForm();
    await fillFields(user);
    await user.upload(screen.getByLabelText('Invoice'), pdf());
    await user.click(screen.getByRole('button', { name: 'Enter Competition' }));
    await act(async () => FakeXhr.all[0]!.onerror?.());
    expect(screen.getByRole('status').textContent).toBe('upload failure');
    const submit = screen.getByRole('button', { name: 'Enter Competition' });
    expect(submit).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(submit);
  });

  it('keeps the button disabled while no competition is open', async () => {
    render(<UploadForm apiUrl="http://api.test" messages={MESSAGES.en} isClosed />);
    const user = userEvent.setup();
    await fillFields(user);
    await user.upload(screen.getByLabelText('Invoice'), pdf());
    expect(screen.getByRole('button', { name: 'Enter Competition' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
