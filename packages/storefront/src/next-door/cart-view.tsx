import type { CartArticle } from '@shop/contract/cart';
import type { CurrencyCode } from '@shop/config/markets';
import type { ReactNode } from 'react';

export interface ArticleListProps {
  articles: readonly CartArticle[];
  currency: CurrencyCode;
  /** Texts and formatting of the page's locale. */
  name: (article: CartArticle) => string;
  quantity: (quantity: number) => string;
  price: (amountMinor: number, currency: CurrencyCode) => string;
  /** A control per article (the cart's remove button). */
  action?: (article: CartArticle) => ReactNode;
}

/** Articles of a cart or an order: name, design, quantity and the line's price. */
export function ArticleList({ articles, currency, name, quantity, price, action }: ArticleListProps) {
  return (
    <ul className="next-door__articles" data-testid="articles">
      {articles.map((article) => (
        <li key={article.id} className="next-door__article" data-testid="article" data-product={article.product ?? 'sku'}>
          <div>
            <strong>{name(article)}</strong>
            {article.params.designId && <span> · #{article.params.designId}</span>}
            <div>{quantity(article.quantity)}</div>
          </div>
          <div>
            <span data-testid="article-price">{price(article.priceCurrent, currency)}</span>
            {article.priceOriginal > article.priceCurrent && <s> {price(article.priceOriginal, currency)}</s>}
          </div>
          {action?.(article)}
        </li>
      ))}
    </ul>
  );
}
