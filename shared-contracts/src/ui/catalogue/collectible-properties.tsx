import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { propertyValueLabel } from './property-value-label';
import styles from './collectible-properties.module.css';

export interface CollectiblePropertiesProps {
  /** The section's heading ("Properties"). */
  heading: string;
  /** Property type → value (element, power, cut, edition…), as the API answers them. */
  properties: Record<string, string>;
}

/**
 * The property names with a translated label (`catalogue.properties.*`): the system's own (`serial`,
 * `edition`) and those the seeded games use. Any other name a game invents shows as it is.
 */
const LABELLED_PROPERTIES = new Set(['serial', 'edition', 'cut', 'carat', 'color', 'metal', 'element', 'class', 'power', 'material', 'maker']);

/** A collectible's properties as named values under a heading, values translated where known; nothing at all when it has none. */
export function CollectibleProperties({ heading, properties }: CollectiblePropertiesProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const headingId = useId();
  const entries = Object.entries(properties);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <dl className={styles.list}>
        {entries.map(([name, value]) => (
          <div key={name} className={styles.property}>
            {LABELLED_PROPERTIES.has(name) ? <dt>{t(`catalogue.properties.${name}`)}</dt> : <dt data-raw="">{name}</dt>}
            <dd>{propertyValueLabel(t, name, value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
