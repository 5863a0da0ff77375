import type { ReactNode } from 'react';
import styles from './account-settings.module.css';

export interface ThumbnailRadioGroupProps<T extends string> {
  legend: string;
  /** The radios' shared `name` (one group per form). */
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** `wide` for banners, square pictures otherwise. */
  shape?: 'square' | 'wide';
  /** The option's art, drawn decorative: its label says what it is. */
  thumbnail: (option: T) => ReactNode;
  label: (option: T, index: number) => string;
}

/**
 * A choice among pictures: native radios under their thumbnails, so the arrow keys move the choice,
 * Tab enters and leaves the group once, and a screen reader hears "Picture 3, 4 of 9, selected".
 */
export function ThumbnailRadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  shape = 'square',
  thumbnail,
  label,
}: ThumbnailRadioGroupProps<T>) {
  return (
    <fieldset className={styles.thumbnails} data-shape={shape}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option, index) => (
        <label key={option} className={styles.thumbnail}>
          <input type="radio" className={styles.radio} name={name} value={option} checked={option === value} onChange={() => onChange(option)} />
          {thumbnail(option)}
          <span>{label(option, index)}</span>
        </label>
      ))}
    </fieldset>
  );
}
