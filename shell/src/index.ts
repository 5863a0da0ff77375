// A deep import: the package name itself is a shared singleton, which cannot be used before the
// async boundary below; this one pure function is bundled into the entry instead.
import { splitLocalePath } from '@marketplace/contracts/src/locale/locale-path';
import { startEarly } from './app/early-fetch';

startEarly('/config.json', { cache: 'no-store' });
startEarly(`/_i18n/${splitLocalePath(window.location.pathname).locale}/messages.json`);

// Async boundary: Module Federation negotiates the shared singletons before any React code runs.
import('./bootstrap');
