import { REMOTE_EXPOSES } from './remote-module-map';
import { REMOTE_CONTAINERS, REMOTE_NAMES } from '../../wire/remotes/remote-names';

describe('remote module map', () => {
  it('lists the exposed modules of every remote', () => {
    expect(Object.keys(REMOTE_EXPOSES).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('gives every remote a container name that is a JavaScript identifier', () => {
    for (const name of REMOTE_NAMES) {
      expect(REMOTE_CONTAINERS[name]).toMatch(/^[A-Za-z_$][\w$]*$/);
    }
  });
});
