import { RemoteLoading } from '../remote/remote-loading';

/** What shows while the first page's guards run (the router's hydrate fallback). */
export function AppLoading() {
  return <RemoteLoading />;
}
