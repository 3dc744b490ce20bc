/** One formatting setup for the whole workspace; packages reference it, never copy it. */
export default {
  printWidth: 100,
  singleQuote: true,
  trailingComma: 'all',
  semi: true,
};
