import { createShopIntl } from '@shop/i18n/intl';
import type { BlockContext, ContentLink } from './block-types.ts';
import { resolveContentLink } from './content-link.ts';

/** `ProductMatrix` blok with `ProductMatrixRow`s. */
export interface ProductMatrixBlok {
  id: string;
  type: 'ProductMatrix';
  headline?: string;
  columns?: readonly string[];
  rows?: readonly {
    id: string;
    type: 'ProductMatrixRow';
    product?: string;
    materialType?: string;
    values?: readonly string[];
    link?: ContentLink | null;
  }[];
}

/** A comparison table: one row per product, one column per property, with real header cells. */
export function ProductMatrix({ blok, context }: { blok: ProductMatrixBlok; context: BlockContext }) {
  const columns = blok.columns ?? [];
  const headlineId = `${blok.id}-headline`;
  return (
    <section className="product-matrix" aria-label={blok.headline || undefined}>
      {blok.headline && (
        <h2 className="block-headline" id={headlineId}>
          {blok.headline}
        </h2>
      )}
      {/* On phones the table scrolls sideways: keyboard users reach the scroll area with Tab and scroll it with the
          arrow keys (it holds no focusable content of its own). */}
      <div
        className="product-matrix__scroll"
        tabIndex={0}
        {...(blok.headline ? { role: 'group', 'aria-labelledby': headlineId } : {})}
      >
        <table className="product-matrix__table">
          <thead>
            <tr>
              <th scope="col">{createShopIntl(context.locale).t('blocks.matrix.product')}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(blok.rows ?? []).map((row) => {
              const href = resolveContentLink(row.link);
              return (
                <tr key={row.id} data-material={row.materialType}>
                  <th scope="row">{href ? <a href={href}>{row.product}</a> : row.product}</th>
                  {columns.map((column, index) => (
                    <td key={column}>{row.values?.[index] ?? ''}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
