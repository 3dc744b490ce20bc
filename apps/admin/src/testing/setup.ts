// The DOM matchers (toBeInTheDocument, toBeVisible, toHaveAccessibleDescription…): without
// them an assertion on a found element can only be toBeTruthy, which a found element always is.
import '@testing-library/jest-dom/vitest';
