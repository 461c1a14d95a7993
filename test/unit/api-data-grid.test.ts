import { beforeAll, describe, expect, it } from 'vitest';
import { extractApiPages, type ExtractApiResult } from '../../compiler/api/extract-api-pages';
import { tempDir } from '../helpers/cli';

/** Members the grids declare more than once: the variants of a union, the tiers' props interfaces. */
describe('API pages of the installed data grid packages', () => {
  let result: ExtractApiResult;
  const prop = (page: string, name: string) => result.pages.find((p) => p.name === page)?.props.find((p) => p.name === name);
  beforeAll(async () => {
    result = await extractApiPages({ cacheDir: tempDir('api-data-grid'), packages: ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'] });
  });

  it("gives GridColDef's type the base column's default, not a variant's", () => {
    expect(result.diagnostics).toEqual([]);
    expect(prop('GridColDef', 'type')).toMatchObject({ type: "'actions' | 'singleSelect' | GridColType", default: "'string'", required: false });
  });

  it('keeps the default a tier states in a declaration other than the first', () => {
    expect(prop('DataGridPro', 'listView')).toMatchObject({ default: 'false' });
    expect(prop('DataGridPremium', 'listView')).toMatchObject({ default: 'false' });
  });
});
