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
  it("keeps the user's own setting of either variable", () => {
    expect(goCollectorSettings({ GOGC: '100' }, 24 * GIB)).toBeUndefined();
    expect(goCollectorSettings({ GOMEMLIMIT: '512MiB' }, 24 * GIB)).toBeUndefined();
  });
});
