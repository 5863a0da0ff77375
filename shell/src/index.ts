// Async boundary: Module Federation negotiates the shared singletons before any React code runs.
import('./bootstrap');
