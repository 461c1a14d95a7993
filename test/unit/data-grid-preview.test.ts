import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { loadServerDemo } from '../../compiler/demos/server-demo';
import { hydratesOnView } from '../../compiler/demos/hydrate-on-view';
import { countGridPreviews } from '../../templates/demo/data-grid-preview';
import { createDocsTheme } from '../../templates/theme';
import { ROOT, tempDir } from '../helpers/cli';

const theme = createDocsTheme({}, { dense: false, direction: 'ltr' });

/** Loads `source` as a demo the way the build does (the same `require` of the grid packages) and renders it with previews. */
async function render(name: string, source: string, previews = true) {
  const file = path.join(tempDir('grid-preview'), `${name}.tsx`);
  writeFileSync(file, source);
  const demo = await loadServerDemo(file, `${name}.tsx`, source, ROOT);
  if (!demo.ok) throw new Error(demo.diagnostics.map((d) => d.message).join('\n'));
  const { result, count } = countGridPreviews(() => renderToStaticMarkup(createElement(ThemeProvider, { theme }, createElement(demo.Component))), previews);
  // The theme's CSS variables come along as a style element: only the markup is of interest here.
  return { html: result.replace(/<style[^>]*>.*?<\/style>/gs, ''), css: [...result.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].map((m) => m[1]).join(''), count };
}

/** The texts of the elements of `role` in order (tags stripped). */
function texts(html: string, role: string): string[] {
  return [...html.matchAll(new RegExp(`<div role="${role}"[^>]*>(.*?)</div>`, 'g'))].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
}

const STOCK = `import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, item: 'Lantern', price: 1234.5, sold: 3, first: 'Ada', last: 'Byron' },
  { id: 2, item: 'Compass', price: 80, sold: 12, first: 'Alan', last: 'Turing' },
  { id: 3, item: 'Sextant', price: 310, sold: 7, first: 'Grace', last: 'Hopper' },
];

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1 },
  { field: 'price', headerName: 'Price', type: 'number', width: 120 },
  { field: 'sold', headerName: 'Sold', type: 'number', valueFormatter: (value: number) => \`\${value} units\` },
  { field: 'buyer', headerName: 'Buyer', valueGetter: (_value, row) => \`\${row.first} \${row.last}\` },
  { field: 'first', headerName: 'First name' },
];

export default function Stock() {
  return (
    <div style={{ height: 300 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Stock"
        initialState={{
          sorting: { sortModel: [{ field: 'sold', sort: 'desc' }] },
          columns: { columnVisibilityModel: { first: false } },
          pagination: { paginationModel: { pageSize: 2 } },
        }}
        pageSizeOptions={[2, 5]}
        disableRowSelectionOnClick
        onRowClick={() => undefined}
      />
    </div>
  );
}
`;

describe('data grid previews on the server', () => {
  it("show the grid's first screen: visible columns, rows in their initial order and page, values through the column's getters and formatters", async () => {
    const { html, count } = await render('Stock', STOCK);
    expect(count).toEqual({ previewed: 1, declined: 0 });
    expect(html).toContain('data-grid-preview=""');
    expect(html).toContain('aria-label="Stock"');
    expect(texts(html, 'columnheader')).toEqual(['Item', 'Price', 'Sold', 'Buyer']);
    // Sorted by units sold, most first, and cut to the first page of two rows.
    expect(texts(html, 'cell')).toEqual(['Compass', '80', '12 units', 'Alan Turing', 'Sextant', '310', '7 units', 'Grace Hopper']);
    expect(html).toMatch(/aria-sort="descending"[^>]*data-field="sold"|data-field="sold"[^>]*aria-sort="descending"/);
    // The pagination footer, as the grid's: 2 rows of 3.
    expect(html).toContain('1–2 of 3');
    expect(html).not.toContain('data-field="first"');
  });

  it("format numbers with the grid's own number column (thousands separated) and show Pro's row count footer", async () => {
    const source = STOCK.replace("import { DataGrid, type GridColDef } from '@mui/x-data-grid';", "import { DataGridPro as DataGrid, type GridColDef } from '@mui/x-data-grid-pro';").replace(
      "sorting: { sortModel: [{ field: 'sold', sort: 'desc' }] }",
      "sorting: { sortModel: [{ field: 'price', sort: 'desc' }] }",
    );
    const { html, count } = await render('StockPro', source);
    expect(count).toEqual({ previewed: 1, declined: 0 });
    // Pro does not paginate unless asked: all three rows, and the total in the footer.
    expect(texts(html, 'cell').filter((_, i) => i % 4 === 1)).toEqual(['1,234.5', '310', '80']);
    expect(html).toContain('Total Rows: 3');
  });

  it("format dates and single-select options with the grid's own column types, in a fixed locale", async () => {
    const source = `import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [{ id: 1, port: 'nl', due: new Date(Date.UTC(2026, 0, 15, 12)) }];

const columns: GridColDef[] = [
  { field: 'port', headerName: 'Port', type: 'singleSelect', valueOptions: [{ value: 'nl', label: 'Rotterdam' }, { value: 'be', label: 'Antwerp' }] },
  { field: 'due', headerName: 'Due', type: 'date' },
];

export default function Shipments() {
  return (
    <div style={{ height: 300 }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
`;
    const { html, count } = await render('Shipments', source);
    expect(count).toEqual({ previewed: 1, declined: 0 });
    expect(texts(html, 'cell')).toEqual(['Rotterdam', '1/15/2026']);
  });

  it("draw the community grid's toolbar with the controls its props leave, scale rows by the density, and draw boolean cells", async () => {
    const source = STOCK.replace("{ field: 'first', headerName: 'First name' },", "{ field: 'first', headerName: 'First name' },\n  { field: 'paid', headerName: 'Paid', type: 'boolean', valueGetter: (_value, row) => row.sold > 5 },")
      .replace('disableRowSelectionOnClick', 'disableRowSelectionOnClick\n        showToolbar\n        label="Stock list"\n        disableColumnSelector\n        density="compact"\n        slotProps={{ toolbar: { showQuickFilter: false } }}');
    const { html, css, count } = await render('StockToolbar', source);
    expect(count).toEqual({ previewed: 1, declined: 0 });
    const toolbar = /<div class="docs-grid-preview-toolbar">(.*?)<\/div>/.exec(html)![1]!;
    // The label, then filters, a divider and export: no columns button (disabled), no quick filter (hidden).
    expect(toolbar).toContain('Stock list');
    expect([...toolbar.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]!.slice(0, 8))).toEqual(['M10 18h4', 'M5 20h14']);
    expect(toolbar.match(/docs-grid-preview-divider/g)).toHaveLength(1);
    // Compact: rows of 52 and headers of 56 px scaled by 0.7, rounded down.
    expect(css).toMatch(/docs-grid-preview-header\{[^}]*height:39px/);
    expect(css).toMatch(/line-height:35px/);
    expect(html).toContain('data-value="true"');
    expect(html).toContain('aria-label="yes"');
    // Pro keeps the community toolbar; Premium's has controls of its own (pivot, AI assistant): not drawn.
    expect((await render('StockToolbarPro', source.replace("import { DataGrid, type GridColDef } from '@mui/x-data-grid';", "import { DataGridPro as DataGrid, type GridColDef } from '@mui/x-data-grid-pro';"))).count).toEqual({ previewed: 1, declined: 0 });
    const premium = await render('StockToolbarPremium', source.replace("import { DataGrid, type GridColDef } from '@mui/x-data-grid';", "import { DataGridPremium as DataGrid, type GridColDef } from '@mui/x-data-grid-premium';"));
    expect(premium.count).toEqual({ previewed: 0, declined: 1 });
    expect(premium.html).not.toContain('data-grid-preview');
  });

  it('decline a grid whose first screen they cannot show as the grid would, which then renders nothing, as the grid does on the server', async () => {
    for (const [name, change] of [
      ['WithSlots', 'disableRowSelectionOnClick\n        slots={{ footer: () => null }}'],
      ['WithSx', "disableRowSelectionOnClick\n        sx={{ border: 0 }}"],
      ['SomeSelectable', 'disableRowSelectionOnClick\n        checkboxSelection\n        isRowSelectable={(params) => params.row.sold > 5}'],
      ['Grouped', 'disableRowSelectionOnClick\n        columnGroupingModel={[{ groupId: "sales", children: [{ field: "price" }, { field: "sold" }] }]}'],
    ] as const) {
      const { html, count } = await render(name, STOCK.replace('disableRowSelectionOnClick', change));
      expect(count, name).toEqual({ previewed: 0, declined: 1 });
      expect(html, name).toBe('<div style="height:300px"></div>');
    }
    const actions = await render('Actions', STOCK.replace("type: 'number', width: 120", "type: 'actions', width: 120"));
    expect(actions.count).toEqual({ previewed: 0, declined: 1 });
  });

  it('render nothing outside a counted render or with previews off', async () => {
    const { html, count } = await render('StockOff', STOCK, false);
    expect(count).toEqual({ previewed: 0, declined: 0 });
    expect(html).toBe('<div style="height:300px"></div>');
  });

  it('decline a grid whose cell renderer needs the live grid, and throw where a rendered cell does: the build then renders the demo without previews', async () => {
    const api = STOCK.replace("{ field: 'item', headerName: 'Item', flex: 1 }", "{ field: 'item', headerName: 'Item', flex: 1, renderCell: (params) => params.api.getRowIndexRelativeToVisibleRows(params.id) }");
    expect((await render('NeedsApi', api)).count).toEqual({ previewed: 0, declined: 1 });
    const context = STOCK.replace("import { DataGrid, type GridColDef } from '@mui/x-data-grid';", "import { DataGrid, useGridApiContext, type GridColDef } from '@mui/x-data-grid';\n\nfunction Count() {\n  return <span>{useGridApiContext().current.getRowsCount()}</span>;\n}").replace(
      "{ field: 'item', headerName: 'Item', flex: 1 }",
      "{ field: 'item', headerName: 'Item', flex: 1, renderCell: () => <Count /> }",
    );
    await expect(render('NeedsContext', context)).rejects.toThrow(/context/i);
    expect((await render('NeedsContextOff', context, false)).html).toBe('<div style="height:300px"></div>');
  });

  it('make a previewed grid demo wait for the reader rather than mount on sight, unless a grid of it was not previewed', () => {
    const source = "import { DataGrid } from '@mui/x-data-grid';";
    expect(hydratesOnView(source, '<div data-grid-preview="">…</div>', { previewed: 1, declined: 0 })).toBe(false);
    expect(hydratesOnView(source, '<div data-grid-preview="">…</div>', { previewed: 1, declined: 1 })).toBe(true);
    expect(hydratesOnView(source, '<div></div>', { previewed: 0, declined: 1 })).toBe(true);
    expect(hydratesOnView(`${source}\nReact.useEffect(() => load(), []);`, '<div data-grid-preview="">…</div>', { previewed: 1, declined: 0 })).toBe(true);
  });
});
