declare module '@marketplace/locales/messages/*.json' {
  import type { Catalogue } from '@marketplace/locales';
  const catalogue: Catalogue;
  export default catalogue;
}
