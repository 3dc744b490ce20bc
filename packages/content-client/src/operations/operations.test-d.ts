import { describe, expectTypeOf, it } from 'vitest';
import type { Locale } from '@lumen/i18n';
import type { ResultOf, VariablesOf } from '../graphql.ts';
import type { ProductPageContentQuery } from './catalogue.ts';
import type { HomeQuery } from './home.ts';
import type { LayoutQuery, MenusQuery } from './layout.ts';
import type { NewsPageQuery } from './news.ts';

// Checked by `tsc` (pnpm typecheck): the operations are typed from schema.graphql.
describe('content operation types', () => {
  it('types the locale variable as a Locale', () => {
    expectTypeOf<VariablesOf<typeof MenusQuery>>().toEqualTypeOf<{ locale: Locale }>();
    expectTypeOf<VariablesOf<typeof HomeQuery>['locale']>().toEqualTypeOf<Locale>();
  });

  it('types menus with snake_case sub_menus and child_menus', () => {
    type Menu = ResultOf<typeof MenusQuery>['menus'][number];
    expectTypeOf<Menu['orderId']>().toEqualTypeOf<number>();
    expectTypeOf<
      Menu['sub_menus'][number]['child_menus'][number]['externalLink']
    >().toEqualTypeOf<boolean>();
    expectTypeOf<Menu['image']>().toEqualTypeOf<string | null>();
  });

  it('types the layout, home, news and product page results', () => {
    type Layout = ResultOf<typeof LayoutQuery>;
    expectTypeOf<
      NonNullable<Layout['footer']>['contactDetails'][number]['value']
    >().toEqualTypeOf<string>();
    type Home = ResultOf<typeof HomeQuery>['home'];
    expectTypeOf<Home['heroImages'][number]['content_type']>().toEqualTypeOf<'Video' | 'Image'>();
    expectTypeOf<Home['newsUpdates'][number]['news_category']>().toEqualTypeOf<{
      newsType: string;
      displayName: string;
    } | null>();
    expectTypeOf<ResultOf<typeof NewsPageQuery>['newsUpdatesCount']>().toEqualTypeOf<number>();
    type Product = ResultOf<typeof ProductPageContentQuery>;
    expectTypeOf<Product['productTechSpecs'][number]['align']>().toEqualTypeOf<'Left' | 'Right'>();
    expectTypeOf<VariablesOf<typeof ProductPageContentQuery>['sku']>().toEqualTypeOf<string>();
  });
});
