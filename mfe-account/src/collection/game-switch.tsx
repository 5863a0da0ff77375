import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { useMerchants } from '@marketplace/contracts/browser';
import { isMerchantActive } from '@marketplace/contracts/wire';
import { type CollectionView, refinedView } from './collection-view';
import styles from './collection.module.css';

interface GameSwitchProps {
  view: CollectionView;
  onChange: (view: CollectionView) => void;
}

/**
 * Which game's collectibles the grid shows: every game, or one. A row of toggle buttons (one pressed);
 * switching keeps no filter, since each game has properties of its own.
 */
export function GameSwitch({ view, onChange }: GameSwitchProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { merchants } = useMerchants();
  const games = merchants.filter(isMerchantActive);
  if (games.length < 2) return null;
  const choices = [{ id: null, name: t('collection.games.all') }, ...games.map(({ id, name }) => ({ id, name }))];
  return (
    <fieldset className={styles.games}>
      <legend className={styles.visuallyHidden}>{t('collection.games.label')}</legend>
      {choices.map(({ id, name }) => (
        <button
          key={id ?? ''}
          type="button"
          className={styles.game}
          aria-pressed={view.game === id}
          onClick={() => onChange(refinedView(view, { game: id, rarities: [], properties: {} }))}
        >
          {name}
        </button>
      ))}
    </fieldset>
  );
}
