import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getNonce } from 'get-nonce';
import {
  applyCspNonceToInjectedStyles,
  CspNonceProvider,
  readCspNonce,
  useCspNonce,
} from './csp-nonce.tsx';

function ShowNonce() {
  return <p>{useCspNonce() ?? 'none'}</p>;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('CSP nonce', () => {
  it('is undefined without a provider and the provided value inside one', () => {
    const { unmount } = render(<ShowNonce />);
    expect(screen.getByText('none')).toBeVisible();
    unmount();
    render(
      <CspNonceProvider nonce="n0nce">
        <ShowNonce />
      </CspNonceProvider>,
    );
    expect(screen.getByText('n0nce')).toBeVisible();
  });

  it('is read back from the page’s csp-nonce meta tag', () => {
    expect(readCspNonce()).toBeUndefined();
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'from-server';
    document.head.append(meta);
    expect(readCspNonce()).toBe('from-server');
  });

  it('is handed to the style tags the dialogs inject', () => {
    applyCspNonceToInjectedStyles(undefined);
    applyCspNonceToInjectedStyles('dialog-nonce');
    expect(getNonce()).toBe('dialog-nonce');
  });
});
