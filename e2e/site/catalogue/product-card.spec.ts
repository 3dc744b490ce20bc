import { expect, test, type Locator } from '@playwright/test';
import { chooseFrench, frenchSlugs, productHiddenInFrance } from '../../fixtures/catalogue.ts';
import { gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

/*
 * Product cards (listing, search, similar products) end with the part number. A part number
 * split at its hyphen ('DLZEN25-' / '000060') reads as two codes: it must stay on one line and
 * inside its card, on a phone and a desktop, in both languages.
 */

type CardLine = {
  partNumber: string;
  /** Lines the part number's own characters fall on, however the card is marked up. */
  textLines: number;
  /** The part-number element: its height against one line of its text. */
  elementHeight: number;
  lineHeight: number;
  insideCard: boolean;
  clipped: boolean;
};

/** Measures every card under `root`. */
function measureCards(root: Locator): Promise<CardLine[]> {
  return root.locator('article').evaluateAll((cards) =>
    cards.map((card) => {
      const link = card.querySelector('a')!;
      const text = link.textContent ?? '';
      const partNumber = /\S+$/.exec(text.trim())?.[0] ?? '';
      // The text node holding the part number, and a range over just its characters.
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      let node: Node | null;
      const range = document.createRange();
      while ((node = walker.nextNode())) {
        const at = node.textContent!.lastIndexOf(partNumber);
        if (at >= 0) {
          range.setStart(node, at);
          range.setEnd(node, at + partNumber.length);
        }
      }
      const tops = new Set(
        Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      );
      const element = card.querySelector<HTMLElement>('[data-part-number]');
      const box = (element ?? link).getBoundingClientRect();
      const cardBox = card.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(element ?? link).lineHeight);
      return {
        partNumber,
        textLines: tops.size,
        elementHeight: element ? box.height : Number.NaN,
        lineHeight,
        insideCard: box.left >= cardBox.left && box.right <= cardBox.right,
        clipped: element ? element.scrollWidth > element.clientWidth : false,
      };
    }),
  );
}

for (const width of [390, 1366]) {
  for (const language of ['en', 'fr'] as const) {
    test(`part numbers stay on one line inside their card at ${width} px (${language})`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      if (language === 'fr') await chooseFrench(context);
      await gotoHydrated(
        page,
        language === 'fr' ? '/products/spots-encastres' : '/products/downlights',
      );
      await expect(page.locator('main article').first()).toBeVisible();
      const cards = await measureCards(page.locator('main'));
      expect(cards.length).toBeGreaterThanOrEqual(12);
      expectWholeOnOneLine(cards);
    });
  }
}

function expectWholeOnOneLine(cards: CardLine[]) {
  for (const card of cards) {
    expect(card.partNumber, 'a part number ends every card').toMatch(/^[A-Z0-9]+-\d+$/);
    expect(card.textLines, `${card.partNumber} on one line`).toBe(1);
    expect(card.elementHeight, `${card.partNumber}: one line high`).toBeLessThanOrEqual(
      card.lineHeight * 1.5,
    );
    expect(card.insideCard, `${card.partNumber} inside its card`).toBe(true);
    expect(card.clipped, `${card.partNumber} shown whole`).toBe(false);
  }
}

test('part numbers stay whole in the narrow cards of Product Not Available on a phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fr = frenchSlugs(await productHiddenInFrance(request));
  await gotoHydrated(page, `${editionUrl('fr')}/products/${fr.slugMainCategory}/${fr.slugProduct}`);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.locator('article').first()).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const cards = await measureCards(dialog);
  expect(cards.length).toBeGreaterThanOrEqual(1);
  expectWholeOnOneLine(cards);
});

test('copying a part number gives a plain hyphen', async ({ page }) => {
  await gotoHydrated(page, '/products/downlights');
  const partNumber = page.locator('main article [data-part-number]').first();
  const text = await partNumber.evaluate((el) => {
    const selection = window.getSelection()!;
    selection.selectAllChildren(el);
    return selection.toString();
  });
  expect(text).toMatch(/^[A-Z0-9]+-\d+$/);
});
