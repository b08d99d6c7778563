import type { Locale } from '@shop/config/markets';
import type { ProductFamily } from '@shop/domain/catalogue/product-families';
import { createShopIntl, pickTexts } from '@shop/i18n/intl';
import type { MessageId } from '@shop/i18n/messages';
import { TextsProvider } from '@shop/i18n/react';
import { DescriptionTrigger } from './description-trigger.tsx';

export interface ProductDescriptionProps {
  locale: Locale;
  family: ProductFamily;
  productName: string;
}

/**
 * "More about this product" on a product detail page: the full description (what it is, three points at a glance,
 * good to know), translated and rendered here on the server, shown in the product-description dialog.
 */
export function ProductDescription({ locale, family, productName }: ProductDescriptionProps) {
  const intl = createShopIntl(locale);
  const text = (part: string) => intl.t(`productMedia.description.${family}.${part}` as MessageId);
  return (
    <TextsProvider texts={pickTexts(intl, ['dialog.close', 'dialog.title.productDescription'])}>
      <DescriptionTrigger label={intl.t('productMedia.description.open')} title={productName}>
        <div className="product-description" data-testid="product-description">
          <p>{text('text')}</p>
          <h3>{intl.t('productMedia.description.atAGlance')}</h3>
          <ul>
            <li>{text('point1')}</li>
            <li>{text('point2')}</li>
            <li>{text('point3')}</li>
          </ul>
          <h3>{intl.t('productMedia.description.goodToKnow')}</h3>
          <p>{text('care')}</p>
        </div>
      </DescriptionTrigger>
    </TextsProvider>
  );
}
