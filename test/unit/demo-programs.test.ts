import { describe, expect, it } from 'vitest';
import { adapterKey, demoProgramGroups } from '../../compiler/demos/demo-programs';

const sources: Record<string, string> = {
  'a/Dayjs1.tsx': "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
  'a/Dayjs2.tsx': 'import { AdapterDayjs } from "@mui/x-date-pickers-pro/AdapterDayjs";',
  'b/Grid.tsx': "import { DataGrid } from '@mui/x-data-grid';",
  'c/Jalali.tsx': "import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';",
  'c/Hijri.tsx': "import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';\nimport moment from 'moment-hijri';",
  'd/Both.tsx': "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';\nimport { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';",
};
const read = (file: string) => sources[file]!;

describe('demo programs', () => {
  it('keys a demo by the pickers adapters it imports, from either package', () => {
    expect(adapterKey(sources['a/Dayjs2.tsx']!)).toBe('AdapterDayjs');
    expect(adapterKey(sources['d/Both.tsx']!)).toBe('AdapterDayjs+AdapterMomentHijri');
    expect(adapterKey("const Adapter = await import('@mui/x-date-pickers/AdapterLuxon');")).toBe('AdapterLuxon');
    expect(adapterKey(sources['b/Grid.tsx']!)).toBe('');
  });

  it('checks demos of different adapters apart, and demos without one with the largest group', () => {
    expect(demoProgramGroups(Object.keys(sources), read)).toEqual([
      ['a/Dayjs1.tsx', 'a/Dayjs2.tsx', 'b/Grid.tsx'],
      ['c/Jalali.tsx'],
      ['c/Hijri.tsx'],
      ['d/Both.tsx'],
    ]);
  });

  it('keeps a site without date adapters in one program', () => {
    expect(demoProgramGroups(['b/Grid.tsx'], read)).toEqual([['b/Grid.tsx']]);
    expect(demoProgramGroups([], read)).toEqual([]);
  });

  it('leaves an unreadable file to the compiler, in the largest program', () => {
    expect(demoProgramGroups(['missing.tsx', 'a/Dayjs1.tsx'], (file) => (file in sources ? sources[file]! : (() => { throw new Error('ENOENT'); })()))).toEqual([['a/Dayjs1.tsx', 'missing.tsx']]);
  });
});
