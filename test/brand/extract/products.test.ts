import { describe, expect, it } from 'vitest';
import { extractProducts, splitPrice } from '../../../src/brand/extract/products';
import { siteOf } from '../helpers/site';

describe('extractProducts', () => {
  it('reads JSON-LD products inside an ItemList with their offers', () => {
    const products = extractProducts(
      siteOf(`<script type="application/ld+json">{"@type":"ItemList","itemListElement":[{"@type":"ListItem","item":{"@type":"Product","name":"Tote","image":["/t.jpg"],"url":"/p/tote","offers":[{"@type":"Offer","price":89,"priceCurrency":"USD"}]}}]}</script>`),
    );
    expect(products).toEqual([{ name: 'Tote', description: null, price: '89', currency: 'USD', image: 'https://brand.example/t.jpg', url: 'https://brand.example/p/tote' }]);
  });

  it('recognises product cards when there is no structured data', () => {
    const products = extractProducts(
      siteOf(`<div class="grid"><div class="product-tile"><a href="/p/pack"><img src="/pack.jpg" alt="Pack"></a><h3 class="product-title">Summit Pack</h3><p class="product-price">€219,00</p></div>
        <div class="product-tile"><a href="/p/shell"><img src="/shell.jpg"></a><h3 class="product-title">Ridge Shell</h3><p class="product-price">€329,00</p></div></div>`),
    );
    expect(products.map((p) => [p.name, p.price, p.currency, p.url])).toEqual([
      ['Summit Pack', '219,00', 'EUR', 'https://brand.example/p/pack'],
      ['Ridge Shell', '329,00', 'EUR', 'https://brand.example/p/shell'],
    ]);
  });

  it('splits prices written either way round', () => {
    expect(splitPrice('$1,299.00')).toEqual({ amount: '1,299.00', currency: 'USD' });
    expect(splitPrice('12,50 €')).toEqual({ amount: '12,50', currency: 'EUR' });
  });
});
