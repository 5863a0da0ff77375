import { useRef } from 'react';
import { parseTypedPrice, type TypedPrice } from '@marketplace/contracts/wire';
import { useLocale } from '@marketplace/contracts/browser';
import { setKeptValue, useKeptState } from './kept-state';
import type { PriceFieldProps } from './price-field';

interface KeptPrice {
  /** What is typed, read as a price in the person's language. */
  typed: TypedPrice;
  /** The form's `PriceField`, less its label: what is wrong with the price shows once they tried to send it. */
  field: Omit<PriceFieldProps, 'label'>;
  /** On submit: the price to send, or null when what is typed is none (the field then says why and has the focus). */
  submitted: () => string | null;
  /** Starts the form again at `text`; safe after the form has gone (the dialog closed while the wallet signed). */
  restart: (text: string) => void;
}

/**
 * The price of a selling form (list, reprice, offer), kept under `prefix` like the rest of the selling
 * state, so it is still there when the dialog opens again after the wallet's signature.
 */
export function useKeptPrice(prefix: string, initial: string): KeptPrice {
  const locale = useLocale();
  const [text, setText] = useKeptState(`${prefix}:price`, initial);
  const [tried, setTried] = useKeptState(`${prefix}:tried`, false);
  const input = useRef<HTMLInputElement>(null);
  const typed = parseTypedPrice(text, locale);
  return {
    typed,
    field: { value: text, onChange: setText, error: tried ? typed.error : null, inputRef: input },
    submitted: () => {
      setTried(true);
      if (typed.error === null) return typed.price;
      input.current?.focus();
      return null;
    },
    restart: (next) => {
      setKeptValue(`${prefix}:price`, next);
      setKeptValue(`${prefix}:tried`, false);
    },
  };
}
