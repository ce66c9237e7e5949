import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import type { CompanyView, ProductSafetyView } from '@/lib/catalog/product-safety';

function Company({ heading, company, testId }: { heading: string; company: CompanyView; testId: string }) {
  const { contact } = company;
  return (
    <div className="product-safety__company" data-testid={testId}>
      <h3>{heading}</h3>
      <address>
        {[company.name, ...company.address].map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
        {contact && (
          <>
            <br />
            {contact.href ? <a href={contact.href}>{contact.text}</a> : contact.text}
          </>
        )}
      </address>
    </div>
  );
}

/** GPSR Art. 19: the manufacturer, the EU responsible person, the product's identifiers and its warnings. */
export function ProductSafety({ safety }: { safety: ProductSafetyView }) {
  const t = useTranslations('ProductSafety');
  const { identifiers } = safety;
  const rows: Array<[string, string | null]> = [
    [t('brand'), identifiers.brand],
    [t('model'), identifiers.model],
    [t('articleNumber'), identifiers.articleNumber],
    [t('ean'), identifiers.ean],
  ];
  return (
    <section aria-labelledby="product-safety" className="product-safety">
      <h2 id="product-safety">{t('title')}</h2>
      {safety.manufacturer && (
        <Company heading={t('manufacturer')} company={safety.manufacturer} testId="manufacturer" />
      )}
      {safety.euResponsible && (
        <Company heading={t('euResponsible')} company={safety.euResponsible} testId="eu-responsible" />
      )}
      <div className="product-safety__identifiers">
        <h3>{t('identifiers')}</h3>
        <dl>
          {rows
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </div>
      {safety.warnings.length > 0 && (
        <div className="product-safety__warnings">
          <h3>{t('warnings')}</h3>
          <ul>
            {safety.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
