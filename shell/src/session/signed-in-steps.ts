// What only a signed-in person runs, one chunk: the start-up's steps and the idle watch. A visitor's page never loads it.
export { watchIdle } from './idle-watch';
export { runLoginStartup } from './login-startup';
export { mustAcceptTerms } from './terms-acceptance';
