// The DOM matchers (toBeInTheDocument, toBeVisible, toHaveTextContent…) for the shell's and
// the public apps' component tests, which share this setup.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Dialogs and the search box load their code on demand; on a busy 2-core CI machine that
// import can take longer than Testing Library's 1 s default for findBy* queries (a first
// import of the search dialog took over 5 s while the API suite ran beside it). Kept below
// the test timeout in vitest.config.ts so a query that never matches still fails with its
// own message.
configure({ asyncUtilTimeout: 15_000 });
