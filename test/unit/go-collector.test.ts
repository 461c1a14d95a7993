import { describe, expect, it } from 'vitest';
import { goCollectorSettings } from '../../compiler/startup/go-collector';

const GIB = 1024 ** 3;

describe('goCollectorSettings', () => {
  it('collects only near a quarter of the machine memory', () => {
    expect(goCollectorSettings({}, 12 * GIB)).toEqual({ GOGC: 'off', GOMEMLIMIT: '3072MiB' });
  });
  it('keeps the limit at 4 GiB or under on large machines, above the 2 GB heap of a MUI-sized type-check', () => {
    expect(goCollectorSettings({}, 24 * GIB)).toEqual({ GOGC: 'off', GOMEMLIMIT: '4096MiB' });
    expect(goCollectorSettings({}, 256 * GIB)).toEqual({ GOGC: 'off', GOMEMLIMIT: '4096MiB' });
  });
  it('keeps the limit at 1 GiB or over on small machines', () => {
    expect(goCollectorSettings({}, 2 * GIB)).toEqual({ GOGC: 'off', GOMEMLIMIT: '1024MiB' });
  });
  it("sizes the limit by a container's memory where it is smaller than the machine's", () => {
    expect(goCollectorSettings({}, 64 * GIB, 8 * GIB)).toEqual({ GOGC: 'off', GOMEMLIMIT: '2048MiB' });
    expect(goCollectorSettings({}, 64 * GIB, 4 * GIB)).toEqual({ GOGC: 'off', GOMEMLIMIT: '1024MiB' });
    // A cgroup without a limit reports a huge number; Node 20 reports none as undefined, later ones as 0.
    expect(goCollectorSettings({}, 12 * GIB, 2 ** 64)).toEqual({ GOGC: 'off', GOMEMLIMIT: '3072MiB' });
    expect(goCollectorSettings({}, 12 * GIB, 0)).toEqual({ GOGC: 'off', GOMEMLIMIT: '3072MiB' });
  });
  it("keeps the user's own setting of either variable", () => {
    expect(goCollectorSettings({ GOGC: '100' }, 24 * GIB)).toBeUndefined();
    expect(goCollectorSettings({ GOMEMLIMIT: '512MiB' }, 24 * GIB)).toBeUndefined();
  });
});
