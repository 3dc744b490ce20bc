import { useEffect, useRef } from 'react';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { useToast } from '#src/components/toast.tsx';

export type OneTimePassword = {
  userName: string;
  password: string;
  /** Why there is a new password: a new account or a reset. */
  reason: 'created' | 'reset';
};

/**
 * The generated password, shown once (the API keeps only its hash and never answers it
 * again). Focus moves here when it appears, so nobody misses it, and it stays until the
 * super admin dismisses it or makes another.
 */
export function OneTimePasswordPanel({
  value,
  onDismiss,
}: {
  value: OneTimePassword;
  onDismiss: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, [value]);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value.password);
      toast('Password copied', { tone: 'success' });
    } catch {
      toast('The password could not be copied: select it and copy it by hand.', {
        tone: 'error',
      });
    }
  };

  return (
    <section
      aria-labelledby="one-time-password-heading"
      className="mb-8 rounded-lg border-2 border-brand-600 bg-brand-50 p-5"
      data-testid="one-time-password-panel"
    >
      <h2
        id="one-time-password-heading"
        ref={heading}
        tabIndex={-1}
        className="focus-ring font-display text-lg font-bold text-ink-950"
      >
        {value.reason === 'created' ? 'Account created: ' : 'Password reset: '}
        {value.userName}
      </h2>
      <p className="mt-2 font-semibold text-ink-950">
        This password is shown once. Copy it now and hand it over in person or by phone; it cannot
        be shown again.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">Password:</span>
          <code
            className="rounded-md border border-ink-300 bg-white px-3 py-2 font-mono text-base break-all text-ink-950 select-all"
            data-testid="one-time-password"
          >
            {value.password}
          </code>
        </p>
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          onClick={() => void onCopy()}
        >
          Copy
          <span className="sr-only"> the password</span>
        </button>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={onDismiss}
        >
          Done
        </button>
      </div>
      <p className="mt-3 text-sm text-ink-700">
        Lost it? Reset the password again: a new one is made and the old one stops working.
      </p>
    </section>
  );
}
