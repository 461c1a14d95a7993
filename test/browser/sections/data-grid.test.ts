import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { hasChromium, reachDemo } from '../../helpers/browser';
import { openDemo } from '../../helpers/demo-page';
import { shippedSiteInBrowser } from '../../helpers/shipped-site';

describe.skipIf(!hasChromium)('data grid demos of the shipped site', () => {
  const shipped = shippedSiteInBrowser();

  it('sorting: clicking a header sorts the rows, a second click reverses them', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/sorting/', 'SortableInventory');
    const firstTitle = () => demo.locator('[role="row"][data-rowindex="0"] [data-field="title"]').textContent();
    await expect(firstTitle()).resolves.toBe('The Left Hand of Darkness');
    const header = demo.locator('[role="columnheader"][data-field="year"] .MuiDataGrid-columnHeaderTitle');
    await header.click();
    await expect.poll(firstTitle).toBe('Solaris');
    await header.click();
    await expect.poll(firstTitle).toBe('Parable of the Sower');
    await expect(demo.locator('[role="columnheader"][data-field="year"]').getAttribute('aria-sort')).resolves.toBe('descending');
    expect(errors).toEqual([]);
    await close();
  });
  it('filtering: words typed in the quick filter keep the rows that match all of them', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/filtering/', 'QuickFilterSearch');
    const names = () => demo.locator('[role="row"] [data-field="name"][role="gridcell"]').allTextContents();
    await expect.poll(async () => (await names()).length).toBe(7);
    await demo.getByRole('searchbox').fill('old town');
    await expect.poll(names).toEqual(['Café Lumière', 'La Pequeña Cocina']);
    await demo.getByRole('searchbox').fill('cafe');
    await expect.poll(names).toEqual(['Café Lumière', 'Cafe Nord']);
    expect(errors).toEqual([]);
    await close();
  });
  it('pagination: the next-page button shows the following rows and updates the controlled model', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/pagination/', 'ControlledPagination');
    const firstInvoice = () => demo.locator('.MuiDataGrid-row--firstVisible [data-field="id"]').textContent({ timeout: 2000 });
    await expect.poll(firstInvoice).toBe('INV-0001');
    await demo.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(firstInvoice).toBe('INV-0011');
    await expect(demo.getByTestId('page-state').textContent()).resolves.toBe('Page 2, 10 invoices per page');
    expect(errors).toEqual([]);
    await close();
  });
  it('selection: ticking two checkboxes selects two rows and the footer counts them', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/selection/', 'CheckboxSelection');
    const checkbox = (id: number) => demo.locator(`[role="row"][data-id="${id}"] input[type="checkbox"]`);
    await checkbox(1).click();
    await checkbox(3).click();
    await expect.poll(() => demo.locator('.MuiDataGrid-selectedRowCount').textContent()).toBe('2 rows selected');
    await expect(demo.locator('[role="row"][aria-selected="true"]').count()).resolves.toBe(2);
    expect(errors).toEqual([]);
    await close();
  });
  it('editing: a double-clicked cell takes typed text and commits it on Enter through processRowUpdate', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/editing/', 'CellEditing');
    const cell = demo.locator('[role="row"][data-id="3"] [data-field="name"]');
    await cell.dblclick();
    const input = cell.locator('input');
    await input.fill('Thai basil');
    await page.keyboard.press('Enter');
    await expect.poll(() => cell.textContent()).toBe('Thai basil');
    await expect(demo.getByTestId('last-change').textContent()).resolves.toBe('Thai basil: name is now Thai basil');
    expect(errors).toEqual([]);
    await close();
  });
  it('tree data: the toggle of a parent row shows its children', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/tree-data/', 'OrgChartTree');
    const arjun = demo.locator('[role="row"][data-id="6"]');
    await expect(arjun.count()).resolves.toBe(0);
    await demo.locator('[role="row"][data-id="5"] .MuiDataGrid-treeDataGroupingCellToggle button').click();
    await arjun.waitFor();
    await expect(arjun.locator('[data-field="jobTitle"]').textContent()).resolves.toBe('Staff engineer');
    expect(errors).toEqual([]);
    await close();
  });
  it('row grouping: expanding a group row lists the rows of that group', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/row-grouping/', 'MultipleGroupingColumns');
    // Region groups start open: the country groups of Europe are listed, their stores are not.
    const lisbon = demo.getByRole('gridcell', { name: 'Lisbon Chiado' });
    await demo.getByRole('gridcell', { name: /Portugal/ }).first().waitFor();
    await expect(lisbon.count()).resolves.toBe(0);
    await demo.getByRole('gridcell', { name: /Portugal/ }).first().getByRole('button').click();
    await lisbon.waitFor();
    expect(errors).toEqual([]);
    await close();
  });
  it('export: the toolbar export menu downloads a CSV file without the excluded column', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/export/', 'ToolbarExport');
    await demo.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download as CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('customers.csv');
    // Read through the connection: the worker's Chromium keeps the file (see helpers/browser.ts).
    const csv = await text(await download.createReadStream());
    expect(csv.split(/\r?\n/)[0]).toContain('Name;Email;Plan');
    expect(csv).toContain('Chloé Dubois');
    expect(csv).not.toContain('Asked for SSO');
    expect(errors).toEqual([]);
    await close();
  });
  it('overview: the search field of the toolbar narrows 500 generated employees', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/', 'OverviewGrid');
    const rowCount = () => demo.locator('.MuiDataGrid-footerContainer').textContent();
    await expect.poll(rowCount, { timeout: 10_000 }).toContain('of 500');
    await demo.getByRole('searchbox').fill('zzzz-no-such-employee');
    await expect.poll(() => demo.locator('.MuiDataGrid-overlay').textContent()).toMatch(/no results/i);
    expect(errors).toEqual([]);
    await close();
  });

  it('quickstart: sorting the first grid by age, then reversing it, puts the oldest first', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/quickstart/', 'FirstGrid');
    const firstName = () => demo.locator('.MuiDataGrid-row--firstVisible [data-field="firstName"]').textContent({ timeout: 2000 });
    await expect.poll(firstName).toBe('Ada');
    await demo.locator('[role="columnheader"][data-field="age"] .MuiDataGrid-columnHeaderTitle').click();
    await expect.poll(firstName).toBe('Ada');
    await demo.locator('[role="columnheader"][data-field="age"] .MuiDataGrid-columnHeaderTitle').click();
    await expect.poll(firstName).toBe('Katherine');
    expect(errors).toEqual([]);
    await close();
  });

  it('features: removing the initial filter brings the closed issues back', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/features/', 'FeatureTour');
    const total = () => demo.locator('.MuiTablePagination-displayedRows').textContent();
    await expect.poll(total).toBe('1–10 of 40');
    await demo.getByRole('button', { name: /filters/i }).first().click();
    await demo.page().getByRole('button', { name: 'Delete' }).click();
    await expect.poll(total).toBe('1–10 of 60');
    expect(errors).toEqual([]);
    await close();
  });
  it('virtualization: turning virtualization off renders every row of the log', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/virtualization/', 'VirtualizationToggle');
    const count = async () => Number((await demo.getByTestId('rendered-rows').textContent())?.match(/\d+/)?.[0] ?? 0);
    await expect.poll(count).toBeGreaterThan(0);
    expect(await count()).toBeLessThan(100);
    await demo.getByLabel('disableVirtualization').check();
    await expect.poll(count).toBe(100);
    expect(errors).toEqual([]);
    await close();
  });
  it('columns: the columns panel shows a column hidden by the initial visibility model', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/columns/', 'VisibilityAndGroups');
    await expect(demo.locator('[role="columnheader"][data-field="club"]').count()).resolves.toBe(0);
    await demo.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Club' }).check();
    await demo.locator('[role="columnheader"][data-field="club"]').waitFor();
    await expect(page.getByRole('checkbox', { name: 'Athlete' }).isDisabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
  it('layout: a grid in a bounded flex container grows with its rows', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/layout/', 'BoundedGrid');
    const grid = demo.locator('.MuiDataGrid-root');
    await grid.locator('[role="row"][data-id="1"]').waitFor();
    const before = (await grid.boundingBox())!.height;
    for (let i = 0; i < 3; i++) await demo.getByRole('button', { name: 'Add a task' }).click();
    await grid.locator('[role="row"][data-id="4"]').waitFor();
    await expect.poll(async () => (await grid.boundingBox())!.height).toBeGreaterThan(before);
    expect(errors).toEqual([]);
    await close();
  });
  it('rows: updateRows reprices, inserts and removes rows in place', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/rows/', 'LivePrices');
    const price = (id: number) => demo.locator(`[role="row"][data-id="${id}"] [data-field="price"]`);
    await expect.poll(() => price(1).textContent()).toBe('2.4');
    await demo.getByRole('button', { name: 'Reprice apples' }).click();
    await expect.poll(() => price(1).textContent()).toBe('2.6');
    await demo.getByRole('button', { name: 'Add quinces' }).click();
    await demo.getByRole('button', { name: 'Remove pears' }).click();
    await expect.poll(() => demo.locator('[role="row"][data-id] [data-field="fruit"]').allTextContents()).toEqual(['Apples', 'Plums', 'Quinces']);
    expect(errors).toEqual([]);
    await close();
  });
  it('cells: sorting a column of rendered progress bars orders the rows by their values', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/cells/', 'ProgressCells');
    const titles = () => demo.locator('[role="row"][data-id] [data-field="title"]').allTextContents();
    await expect.poll(async () => (await titles()).length).toBe(4);
    await expect(demo.getByRole('progressbar', { name: 'Build the API: 40% done' }).count()).resolves.toBe(1);
    await demo.locator('[role="columnheader"][data-field="progress"] .MuiDataGrid-columnHeaderTitle').click();
    await expect.poll(titles).toEqual(['Load testing', 'Build the API', 'Write the migration guide', 'Design review']);
    expect(errors).toEqual([]);
    await close();
  });
  it('clipboard: ticked rows are copied as tab-separated lines, and a copied block pastes below the focused cell', async () => {
    const { context, close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/clipboard/', 'CopyOrderLines');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await demo.locator('[role="row"][data-id="2"] input[type="checkbox"]').click();
    await demo.locator('[role="row"][data-id="4"] input[type="checkbox"]').click();
    await demo.locator('[role="row"][data-id="4"] [data-field="product"]').click();
    await page.keyboard.press('Control+C');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('TEA-027\tAssam breakfast tea, 250 g\t6\t$11.90\r\nPOT-009\tCast iron teapot, 0.8 l\t3\t$46.00');
    await expect(demo.getByTestId('copied-text').textContent()).resolves.toContain('POT-009 → Cast iron teapot, 0.8 l → 3 → $46.00');

    const plan = page.locator('section.docs-demo[id="PasteShiftPlan"] .docs-demo-live');
    await plan.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="PasteShiftPlan"]');
    await plan.locator('[role="row"][data-id="1"] [data-field="monday"]').click();
    await plan.locator('[role="row"][data-id="3"] [data-field="monday"]').click({ modifiers: ['Shift'] });
    await page.keyboard.press('Control+C');
    await plan.locator('[role="row"][data-id="2"] [data-field="wednesday"]').click();
    await page.keyboard.press('Control+V');
    await expect.poll(() => plan.locator('[role="row"][data-id] [data-field="wednesday"]').allTextContents()).toEqual(['Off', 'Early', 'Late', 'Night']);
    await expect(plan.getByRole('status').textContent()).resolves.toBe('Pasted into 3 rows.');
    expect(errors).toEqual([]);
    await close();
  });
  it('scrolling: a flight on another page is reached through its page, scrolled to, selected and focused', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/scrolling/', 'JumpToRow');
    await demo.getByRole('textbox', { name: 'Flight number' }).fill('LH880');
    await demo.getByRole('button', { name: 'Go to flight' }).click();
    await expect.poll(() => demo.locator('.MuiTablePagination-displayedRows').textContent()).toBe('251–300 of 300');
    await expect.poll(() => demo.locator('[role="row"][aria-selected="true"]').getAttribute('data-id')).toBe('LH880');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('destination');
    await expect(demo.locator('[role="row"][data-id="LH880"]').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
  it('aggregation: the footer totals follow the quick filter, and group totals move to group footers', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/aggregation/', 'FilteredOrAllRows');
    const footer = (scope: typeof demo) => scope.locator('[role="row"][data-id="auto-generated-group-footer-root"] [data-field="amount"]').textContent();
    await expect.poll(() => footer(demo)).toBe('€4,288.90');
    await demo.getByRole('searchbox').fill('office');
    await expect.poll(() => footer(demo)).toBe('€789.00');
    await demo.getByRole('switch', { name: 'Include rows hidden by the filter' }).click();
    await expect.poll(() => footer(demo)).toBe('€4,288.90');

    const sales = page.locator('section.docs-demo[id="SalesByRegion"] .docs-demo-live');
    await sales.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="SalesByRegion"]');
    const north = sales.locator('[role="row"][data-id="auto-generated-row-region/North"] [data-field="units"]');
    const northFooter = sales.locator('[role="row"][data-id="auto-generated-group-footer-auto-generated-row-region/North"] [data-field="units"]');
    await expect.poll(() => north.textContent()).toBe('680');
    await sales.getByRole('button', { name: 'In a group footer' }).click();
    await expect.poll(() => northFooter.textContent()).toBe('680');
    await expect(north.textContent()).resolves.toBe('');
    expect(errors).toEqual([]);
    await close();
  });
  it('pivoting: a saved view reshapes the tickets, and the pivot switch brings the flat rows back', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/pivoting/', 'PivotViews');
    const bugHours = demo.locator('[role="row"][data-id="auto-generated-row-type/Bug"] [data-field="High>->hours"]');
    await demo.getByRole('button', { name: 'Type × priority' }).click();
    await expect.poll(() => bugHours.textContent()).toBe('62');
    await expect(demo.locator('[role="row"][data-id="auto-generated-row-type/Bug"] [data-field="High>->team"]').textContent()).resolves.toBe('3');
    await demo.getByRole('switch', { name: 'Pivot mode' }).click();
    await expect.poll(() => demo.locator('[role="columnheader"]').allTextContents()).toEqual(['Team', 'Ticket type', 'Priority', 'Hours spent']);

    const cafes = page.locator('section.docs-demo[id="CafeSalesPivot"] .docs-demo-live');
    await cafes.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="CafeSalesPivot"]');
    await cafes.getByRole('button', { name: 'Pivot' }).click();
    const pivotSwitch = cafes.locator('.MuiDataGrid-sidebarHeader').getByRole('switch');
    await expect(pivotSwitch.isChecked()).resolves.toBe(true);
    await pivotSwitch.click();
    await expect.poll(() => cafes.locator('[role="row"][data-id="Canal Street-Espresso-Q2"] [data-field="cups"]').textContent()).toBe('1,130');
    expect(errors).toEqual([]);
    await close();
  });
  it('list view: the quick filter narrows the cards through a field they only show, and the sort survives a layout switch', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/list-view/', 'ContactCards');
    await expect(demo.locator('[role="columnheader"]').count()).resolves.toBe(0);
    await demo.getByRole('searchbox').fill('engineering');
    await expect.poll(() => demo.locator('[role="row"][data-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')))).toEqual(['2', '4']);
    const listings = page.locator('section.docs-demo[id="TableOrList"] .docs-demo-live');
    await listings.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="TableOrList"]');
    await listings.locator('[role="columnheader"][data-field="rooms"] .MuiDataGrid-columnHeaderTitle').click();
    await listings.getByRole('button', { name: 'List' }).click();
    await expect.poll(() => listings.locator('[role="row"][data-id]').last().textContent()).toBe('Family flat with a gardenSüdstadt · 4 rooms · €1,650 per month');
    await expect(listings.getByText('Sorted by rooms, ascending').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
  it('localization: the chosen locale translates toolbar and footer, and right to left puts the checkboxes on the right', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/localization/', 'LocaleSwitcher');
    const footer = () => demo.locator('.MuiDataGrid-footerContainer').textContent();
    await expect.poll(footer).toContain('1–5 sur 7');
    await demo.locator('[role="row"][data-id="1"] input[type="checkbox"]').click();
    await demo.locator('[role="row"][data-id="2"] input[type="checkbox"]').click();
    await expect.poll(footer).toContain('2 lignes sélectionnées');
    await demo.getByRole('combobox', { name: 'Grid language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect.poll(footer).toContain('2 Einträge ausgewählt');
    // Polled: under load (a build beside the suite) two were seen for a moment as the toolbar re-rendered in German.
    await expect.poll(() => demo.getByRole('button', { name: 'Spalten' }).count()).toBe(1);

    const checkboxOffset = async () => {
      const grid = (await demo.locator('.MuiDataGrid-root').boundingBox())!;
      const checkbox = (await demo.locator('[role="row"][data-id="1"] input[type="checkbox"]').boundingBox())!;
      return (checkbox.x - grid.x) / grid.width;
    };
    expect(await checkboxOffset()).toBeLessThan(0.2);
    await page.locator('[data-settings-open]').click();
    await page.getByRole('radio', { name: 'Right to left' }).check();
    await page.keyboard.press('Escape');
    await expect.poll(checkboxOffset, { timeout: 10_000 }).toBeGreaterThan(0.8);
    expect(errors).toEqual([]);
    await close();
  });
  it('accessibility: the arrow keys move the focus cell by cell, and tabNavigation "content" lets Tab walk the cells', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/accessibility/', 'KeyboardNavigation');
    await expect(demo.getByRole('grid', { name: 'Morning departures' }).count()).resolves.toBe(1);
    await demo.locator('[role="row"][data-id="2"] [data-field="from"]').click();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => demo.getByRole('status').textContent()).toBe('Row 3, From: Lyon');
    await page.keyboard.press('End');
    await expect.poll(() => demo.getByRole('status').textContent()).toBe('Row 3, Platform: 2');

    const plants = page.locator('section.docs-demo[id="TabNavigationModes"] .docs-demo-live');
    await plants.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="TabNavigationModes"]');
    const focused = () => page.evaluate(() => `${document.activeElement?.getAttribute('data-field')} ${document.activeElement?.textContent}`);
    await plants.locator('[role="row"][data-id="1"] [data-field="name"]').click();
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('light Bright, indirect');
    await plants.getByRole('radio', { name: /^none/ }).check();
    await plants.locator('[role="row"][data-id="1"] [data-field="name"]').click();
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('null A button after the grid');
    expect(errors).toEqual([]);
    await close();
  });
  it('server-side data: pages come from the simulated server once and then from the cache; a refused save keeps the cell in edit mode', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/server-side-data/', 'PagedFromServer');
    const log = () => demo.getByTestId('request-log').locator('li').allTextContents();
    await expect.poll(log).toEqual(['page 1 × 10, sort: none, search: none']);
    await demo.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => demo.locator('[role="row"][data-id]').first().getAttribute('data-id')).toBe('11');
    await demo.getByRole('button', { name: 'Go to previous page' }).click();
    await expect.poll(() => demo.locator('[role="row"][data-id]').first().getAttribute('data-id')).toBe('1');
    expect(await log()).toEqual(['page 2 × 10, sort: none, search: none', 'page 1 × 10, sort: none, search: none']);

    const stock = page.locator('section.docs-demo[id="EditOnServer"] .docs-demo-live');
    await stock.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="EditOnServer"]');
    const cell = stock.locator('[role="row"][data-id="2"] [data-field="stock"]');
    await cell.dblclick();
    await cell.locator('input').fill('-3');
    await page.keyboard.press('Enter');
    await expect.poll(() => stock.getByRole('status').textContent()).toBe('Not saved. Stock cannot be negative.');
    await expect(cell.locator('input').inputValue()).resolves.toBe('-3');
    await cell.locator('input').fill('25');
    await page.keyboard.press('Enter');
    await expect.poll(() => stock.getByRole('status').textContent()).toBe('Saved: Enamel mug, 25 in stock.');
    await expect.poll(() => cell.textContent()).toBe('25');
    expect(errors).toEqual([]);
    await close();
  });
  it('customization: rows get classes from their data, and the appearance switches change borders, spacing and header height', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/customization/', 'ClassesFromData');
    await expect(demo.locator('[role="row"][data-id="INV-302"]').evaluate((row) => [row.classList.contains('overdue'), getComputedStyle(row).backgroundColor])).resolves.toEqual([true, 'rgba(211, 47, 47, 0.08)']);
    await expect(demo.locator('[role="row"][data-id="INV-301"]').evaluate((row) => row.classList.contains('overdue'))).resolves.toBe(false);

    const looks = page.locator('section.docs-demo[id="AppearanceProps"] .docs-demo-live');
    await looks.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="AppearanceProps"]');
    const layout = () =>
      looks.locator('[role="row"][data-id="2"]').evaluate((row) => ({
        top: (row as HTMLElement).offsetTop,
        border: getComputedStyle(row.querySelector('[data-field="station"]')!).borderRightWidth,
      }));
    await expect(layout()).resolves.toEqual({ top: 52, border: '1px' });
    await looks.getByRole('switch', { name: 'Cell borders' }).click();
    await looks.getByRole('switch', { name: 'Row spacing' }).click();
    await expect.poll(layout).toEqual({ top: 64, border: '0px' });
    await looks.getByRole('switch', { name: 'Tall headers' }).click();
    await expect.poll(() => looks.locator('[role="columnheader"]').first().evaluate((header) => (header as HTMLElement).offsetHeight)).toBe(72);
    expect(errors).toEqual([]);
    await close();
  });
  it('components: a filter from the custom toolbar updates the custom footer, and custom sort icons follow the direction', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/components/', 'ExpenseToolbarAndFooter');
    await expect(demo.getByTestId('footer-total').textContent()).resolves.toBe('Total $982.55');
    await demo.getByRole('button', { name: 'Filters' }).click();
    const form = page.locator('.MuiDataGrid-filterForm').first();
    await form.getByRole('combobox', { name: 'Columns' }).click();
    await page.getByRole('option', { name: 'Category' }).click();
    await form.getByPlaceholder('Filter value').fill('travel');
    await expect.poll(() => demo.getByTestId('footer-count').textContent()).toBe('2 of 6 expenses');
    await expect(demo.getByTestId('footer-total').textContent()).resolves.toBe('Total $678.05');
    await expect(demo.getByRole('button', { name: 'Filters, 1 active' }).count()).resolves.toBe(1);
    await page.keyboard.press('Escape');

    const peaks = page.locator('section.docs-demo[id="CustomIcons"] .docs-demo-live');
    await peaks.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="CustomIcons"]');
    // Each icon is recognised by the start of its SVG path: the chevron pair of UnfoldMore, then the double arrows.
    const sortIcon = () => peaks.locator('[role="columnheader"][data-field="height"] .MuiDataGrid-iconButtonContainer path').first().getAttribute('d');
    await expect(sortIcon()).resolves.toMatch(/^M12 5.83 15.17 9/);
    await peaks.locator('[role="columnheader"][data-field="height"] .MuiDataGrid-columnHeaderTitle').click();
    await expect.poll(sortIcon).toMatch(/^M6 17.59 7.41 19 12 14.4/);
    expect(errors).toEqual([]);
    await close();
  });
  it('resources: the Premium plan groups the same employees, and the exported state carries the sort the reader chose', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/resources/', 'ThreePlans');
    await demo.getByRole('button', { name: 'Premium' }).click();
    await expect.poll(() => demo.locator('[role="row"][data-id="auto-generated-row-department/Engineering"] [data-field="salary"]').textContent({ timeout: 1000 }).catch(() => '')).toBe('293,000');

    const state = page.locator('section.docs-demo[id="StateForBugReports"] .docs-demo-live');
    await state.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="StateForBugReports"]');
    await state.locator('[role="columnheader"][data-field="stock"] .MuiDataGrid-columnHeaderTitle').click();
    await state.getByRole('button', { name: "Export the grid's state" }).click();
    const exported = JSON.parse((await state.getByTestId('exported-state').textContent())!);
    expect(exported.sorting.sortModel).toEqual([{ field: 'stock', sort: 'asc' }]);
    expect(exported.columns.orderedFields).toEqual(['sku', 'product', 'warehouse', 'stock']);
    expect(errors).toEqual([]);
    await close();
  });
  it('AI assistant: a suggestion from the panel groups the orders through the offline resolver, and processPrompt fills the controlled history', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-data-grid/ai-assistant/', 'OfflineAssistant');
    await demo.getByRole('button', { name: 'AI Assistant' }).click();
    await page.locator('.MuiDataGrid-aiAssistantPanel').getByRole('button', { name: 'Group by country' }).click();
    await expect.poll(() => demo.locator('[role="row"][data-id="auto-generated-row-country/France"] [data-field="amount"]').textContent({ timeout: 1000 }).catch(() => '')).toBe('2,910');

    const weather = page.locator('section.docs-demo[id="SavedConversations"] .docs-demo-live');
    await weather.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="SavedConversations"]');
    await weather.getByRole('button', { name: 'Wettest first' }).click();
    await expect.poll(() => weather.locator('[role="row"][data-id]').first().getAttribute('data-id')).toBe('3');
    await expect.poll(() => weather.getByTestId('prompt-history').textContent()).toBe('Wettest firstsuccess');
    expect(errors).toEqual([]);
    await close();
  });
});
