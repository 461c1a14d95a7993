import { describe, expect, it } from 'vitest';
import { hasChromium, reachDemo } from '../../helpers/browser';
import { openDemo } from '../../helpers/demo-page';
import { shippedSiteInBrowser } from '../../helpers/shipped-site';

describe.skipIf(!hasChromium)('charts demos of the shipped site', () => {
  const shipped = shippedSiteInBrowser();

  it('bars: hovering a bar shows its value in the tooltip, and the legend hides a series', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/bars/', 'QuarterlyBars');
    const bars = demo.locator('svg.MuiChartsSurface-root .MuiBarElement-root');
    await expect(bars.count()).resolves.toBe(8);
    // Bars are drawn series by series: the third bar of the North region is Q3, 61.
    await bars.nth(2).hover();
    const tooltip = page.locator('.MuiChartsTooltip-root').first();
    await expect.poll(() => tooltip.textContent()).toContain('61');
    await expect(tooltip.textContent()).resolves.toContain('Q3');
    await demo.getByRole('button', { name: 'South region' }).click();
    // The hidden series' bars shrink to nothing; the North region's four stay.
    const drawn = () => bars.evaluateAll((rects) => rects.filter((r) => r.getBoundingClientRect().height > 1).length);
    await expect.poll(drawn, { timeout: 5000 }).toBe(4);
    await expect(demo.locator('.MuiChartsLegend-hidden').textContent()).resolves.toContain('South region');
    expect(errors).toEqual([]);
    await close();
  });
  it('zoom and pan: the mouse wheel over a Pro chart narrows the visible domain', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/zoom-and-pan/', 'ZoomableLine');
    const ticks = async () => (await demo.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents()).filter((t) => t !== '');
    const before = await ticks();
    expect(before.length, JSON.stringify(before)).toBeGreaterThan(3);
    const surface = demo.locator('svg.MuiChartsSurface-root').first();
    const box = (await surface.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -200);
    await expect.poll(async () => Number((await ticks())[0]), { timeout: 5000 }).toBeGreaterThan(Number(before[0]));
    const after = await ticks();
    expect(Number(after.at(-1))).toBeLessThan(Number(before.at(-1)));
    expect(errors).toEqual([]);
    await close();
  });
  it('tooltip: the item trigger describes only the hovered bar, the axis trigger its whole category', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/tooltip/', 'TooltipTriggers');
    const bars = demo.locator('svg.MuiChartsSurface-root .MuiBarElement-root');
    const tooltip = page.locator('.MuiChartsTooltip-root').first();
    // Series are drawn one after the other: bar 4 is the 2025 harvest of apples.
    await bars.nth(4).hover();
    await expect.poll(() => tooltip.textContent()).toContain('Harvest 2024');
    await page.mouse.move(0, 0);
    await demo.getByRole('button', { name: 'item' }).click();
    await bars.nth(4).hover();
    await expect.poll(() => tooltip.textContent()).toContain('34');
    await expect(tooltip.textContent()).resolves.not.toContain('Harvest 2024');
    expect(errors).toEqual([]);
    await close();
  });
  it('lines: hovering a day of a time axis lists both series under that day', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/lines/', 'DailyUsers');
    const surface = demo.locator('svg.MuiChartsSurface-root').first();
    const box = (await surface.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.55, box.y + box.height / 2);
    const tooltip = page.locator('.MuiChartsTooltip-root').first();
    await expect.poll(() => tooltip.textContent()).toContain('App');
    await expect(tooltip.textContent()).resolves.toMatch(/Jan \d/);
    expect(errors).toEqual([]);
    await close();
  });
  it('pie: hovering a slice highlights it and fades the others', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/pie/', 'HighlightedBudget');
    const arcs = demo.locator('svg.MuiChartsSurface-root .MuiPieArc-root');
    await expect(arcs.count()).resolves.toBe(4);
    await arcs.nth(1).hover();
    await expect.poll(() => page.locator('.MuiChartsTooltip-root').first().textContent()).toContain('15% of income');
    await expect.poll(() => demo.locator('.MuiPieArc-faded').count()).toBe(3);
    expect(errors).toEqual([]);
    await close();
  });
  it('overview: hovering a quarter of the first chart lists both years', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/', 'QuarterlyRevenue');
    const box = (await demo.locator('svg.MuiChartsSurface-root').first().boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    const tooltip = page.locator('.MuiChartsTooltip-root').first();
    await expect.poll(() => tooltip.textContent()).toContain('2024');
    await expect(tooltip.textContent()).resolves.toContain('2025');
    expect(errors).toEqual([]);
    await close();
  });

  it('quickstart: hovering Thursday shows its visits and sign-ups', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/quickstart/', 'FirstChart');
    await demo.locator('svg.MuiChartsSurface-root .MuiBarElement-root').nth(3).hover();
    const tooltip = page.locator('.MuiChartsTooltip-root').first();
    await expect.poll(() => tooltip.textContent()).toContain('460');
    await expect(tooltip.textContent()).resolves.toContain('40');
    expect(errors).toEqual([]);
    await close();
  });
  it('export: the toolbar menu lists print and the configured image formats, and downloads a PNG', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/export/', 'ExportablePie');
    await demo.getByRole('button', { name: /export/i }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual([expect.stringMatching(/print/i), expect.stringMatching(/png/i), expect.stringMatching(/jpeg/i)]);
    const downloading = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: /png/i }).click();
    expect((await downloading).suggestedFilename()).toBe('market-share.png');
    expect(errors).toEqual([]);
    await close();
  });
  it('gauge: the credit score gauge is a meter with its value and range, drawn before hydration too', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/gauge/', 'CreditScoreGauge');
    const meter = demo.getByRole('meter');
    await expect(meter.getAttribute('aria-valuenow')).resolves.toBe('640');
    await expect(meter.getAttribute('aria-valuemax')).resolves.toBe('850');
    await expect(demo.locator('.MuiGauge-valueText').textContent()).resolves.toBe('640 / 850');
    expect(errors).toEqual([]);
    await close();
  });
  it('scatter: the pointer near a point shows its formatted coordinates', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/scatter/', 'HeightWeight');
    const marker = demo.locator('svg.MuiChartsSurface-root circle').nth(4);
    const box = (await marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2 + 3);
    await expect.poll(() => page.locator('.MuiChartsTooltip-root').first().textContent()).toContain('176 cm, 81 kg');
    expect(errors).toEqual([]);
    await close();
  });
  it('sparkline: hovering a bar of the weekly orders shows its day and value', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/sparkline/', 'WeeklyOrders');
    await demo.locator('svg.MuiChartsSurface-root .MuiBarElement-root').nth(3).hover();
    const tooltip = page.locator('.MuiChartsTooltip-root').first();
    await expect.poll(() => tooltip.textContent()).toContain('22 orders');
    await expect(tooltip.textContent()).resolves.toContain('Thu');
    expect(errors).toEqual([]);
    await close();
  });
  it('legend: clicking a legend item hides its series, and the button shows it again', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/legend/', 'ToggleSeries');
    const state = demo.getByTestId('hidden-series');
    await expect(state.textContent()).resolves.toBe('Every series is shown');
    await demo.getByRole('button', { name: 'Wind' }).click();
    await expect.poll(() => state.textContent()).toBe('Hidden: Wind');
    await demo.getByRole('button', { name: 'Show all' }).click();
    await expect.poll(() => state.textContent()).toBe('Every series is shown');
    expect(errors).toEqual([]);
    await close();
  });
  it('axis: a chart with two y-axes shows both values of a month in its tooltip', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/axis/', 'TemperatureAndRain');
    await expect(demo.locator('.MuiChartsAxis-directionY').count()).resolves.toBe(2);
    const box = (await demo.locator('svg.MuiChartsSurface-root').first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = page.locator('.MuiChartsTooltip-root').first();
    await expect.poll(() => tooltip.textContent()).toContain('Mar');
    await expect(tooltip.textContent()).resolves.toMatch(/Temperature.*9.*Rain.*50|Rain.*50.*Temperature.*9/);
    expect(errors).toEqual([]);
    await close();
  });
  it('radar: the circular toggle redraws the grid as rings', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/radar/', 'CoffeeTasting');
    await expect(demo.locator('circle.MuiRadarChart-gridDivider').count()).resolves.toBe(0);
    await demo.getByRole('button', { name: 'Circular grid' }).click();
    await expect.poll(() => demo.locator('circle.MuiRadarChart-gridDivider').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });
  it('radar: clicking a dot of a composed radar reads back its player, metric and rating', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/radar/', 'SquadRatings');
    const picked = demo.getByTestId('picked-rating');
    await expect(picked.textContent()).resolves.toBe('Click a dot to read its rating.');
    const box = (await demo.locator('circle.MuiRadarChart-seriesMark').first().boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => picked.textContent()).toBe('Winger: Pace 92');
    expect(errors).toEqual([]);
    await close();
  });
  it('heatmap: hovering a cell names its full weekday and its ticket count in the tooltip', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/heatmap/', 'SupportTickets');
    const cells = demo.locator('.MuiHeatmap-cell');
    await expect(cells.count()).resolves.toBe(28);
    const box = (await cells.first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = page.locator('.MuiChartsTooltip-root').first();
    await expect.poll(() => tooltip.textContent()).toBe('Monday00–06Tickets3 tickets');
    expect(errors).toEqual([]);
    await close();
  });
  it('heatmap: clicking a cell reads back its room, day and hours, and the closed cell has no bookings', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/heatmap/', 'RoomBookings');
    const picked = demo.getByTestId('picked-cell');
    const first = (await demo.locator('.MuiHeatmap-cell').first().boundingBox())!;
    await page.mouse.click(first.x + first.width / 2, first.y + first.height / 2);
    await expect.poll(() => picked.textContent()).toBe('Atlas on Mon: 6 of 8 hours booked');
    // Borealis on Wednesday: the third column of the second row.
    await page.mouse.click(first.x + first.width * 2.5, first.y + first.height * 1.5);
    await expect.poll(() => picked.textContent()).toBe('No bookings recorded for this cell');
    expect(errors).toEqual([]);
    await close();
  });
  it('animation: with the animation skipped, the next week redraws the bars at their new heights', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/animation/', 'WeeklyDeliveries');
    const lyon = demo.locator('svg.MuiChartsSurface-root .MuiBarElement-root').first();
    const height = async () => Number(await lyon.getAttribute('height'));
    const before = await height();
    await demo.getByText('Skip animation').click();
    await expect.poll(() => demo.getByRole('switch', { name: 'Skip animation' }).isChecked()).toBe(true);
    await demo.getByRole('button', { name: 'Next week' }).click();
    // Week 14 had 420 deliveries in Lyon, week 15 has 380, on a fixed 0–500 axis.
    await expect.poll(async () => Math.abs((await height()) / before - 380 / 420)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await close();
  });
  it('animation: the custom bar slot draws rounded bars, and the budget toggle moves the slices', async () => {
    const bars = await openDemo(shipped.browser, shipped.url, '/x/react-charts/animation/', 'RoundedBars');
    await expect(bars.demo.locator('rect[rx="8"]').count()).resolves.toBe(5);
    expect(bars.errors).toEqual([]);
    await bars.close();
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/animation/', 'BudgetSplit');
    const salaries = demo.locator('svg.MuiChartsSurface-root path.MuiPieArc-root').first();
    const before = await salaries.getAttribute('d');
    await demo.getByRole('button', { name: 'Proposed budget' }).click();
    await expect.poll(() => salaries.getAttribute('d')).not.toBe(before);
    expect(errors).toEqual([]);
    await close();
  });
  it('treemap: a team slice of the budget rings shows its amount and fades the rest, and the handmade treemap names a tile', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/treemap/', 'BudgetRings');
    const arcs = demo.locator('svg.MuiChartsSurface-root .MuiPieArc-root');
    await expect(arcs.count()).resolves.toBe(10);
    await arcs.nth(3).hover();
    await expect.poll(() => page.locator('.MuiChartsTooltip-root').first().textContent()).toBe('Web$230k');
    await expect.poll(() => demo.locator('.MuiPieArc-faded').count()).toBe(9);

    const tiles = page.locator('section.docs-demo[id="HandmadeTreemap"] .docs-demo-live');
    await tiles.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="HandmadeTreemap"]');
    await tiles.getByRole('img', { name: 'Engineering / Mobile: $180k' }).hover();
    await expect.poll(() => tiles.getByRole('status').textContent()).toBe('Engineering / Mobile: $180k');
    expect(errors).toEqual([]);
    await close();
  });
  it('gantt: a floating bar shows its dates in the tooltip, and clicking a booking names its room and time', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/gantt/', 'ReleasePlan');
    await expect(demo.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents()).resolves.toEqual(['Mar 3', 'Mar 10', 'Mar 17', 'Mar 24', 'Mar 31', 'Apr 7']);
    // Bars are drawn series by series: six transparent offsets, then the six tasks; the ninth is "Build API".
    const box = (await demo.locator('.MuiBarElement-root').nth(8).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.locator('.MuiChartsTooltip-root').first().textContent()).toBe('Build APIScheduledMar 13 – Mar 26 (14 days)');

    const rooms = page.locator('section.docs-demo[id="RoomBookings"] .docs-demo-live');
    await rooms.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="RoomBookings"]');
    await rooms.locator('.MuiBarElement-root').nth(5).click();
    await expect.poll(() => rooms.getByRole('status').textContent()).toBe('Cirrus: booked from 10:00 to 16:00');
    expect(errors).toEqual([]);
    await close();
  });
  it('funnel: hovering a stage shows its share of visitors, and clicking a pipeline stage reports how many deals move on', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/funnel/', 'SignupFunnel');
    await demo.locator('.MuiFunnelSection-root').nth(1).hover();
    await expect.poll(() => page.locator('.MuiChartsTooltip-root').first().textContent()).toBe('Started a trial3,100 people (25% of visitors)');

    const pipeline = page.locator('section.docs-demo[id="SalesPipeline"] .docs-demo-live');
    await pipeline.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="SalesPipeline"]');
    await expect(pipeline.locator('.MuiChartsAxis-tickLabel').allTextContents()).resolves.toEqual(['Leads', 'Qualified', 'Proposal', 'Negotiation', 'Won']);
    await pipeline.locator('.MuiFunnelSection-root').nth(1).click();
    await expect.poll(() => pipeline.getByRole('status').textContent()).toBe('Qualified: 132 deals, 46% move on to Proposal');
    expect(errors).toEqual([]);
    await close();
  });
  it('sankey: hovering a band names its two ends and amount, and clicking a node reads back its total', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-charts/sankey/', 'HouseholdBudget');
    await demo.locator('svg .MuiSankeyChart-link').nth(1).hover({ force: true });
    await expect.poll(() => page.locator('.MuiChartsTooltip-root').first().textContent()).toBe('Freelance work → Income:$900');

    const journeys = page.locator('section.docs-demo[id="WebsiteJourneys"] .docs-demo-live');
    await journeys.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="WebsiteJourneys"]');
    const newsletter = journeys.locator('svg .MuiSankeyChart-node').nth(2);
    await newsletter.click({ force: true });
    await expect.poll(() => journeys.getByRole('status').textContent()).toBe('Newsletter: 3,200 visits');
    await newsletter.hover({ force: true });
    await expect.poll(() => journeys.locator('svg .MuiSankeyChart-link').evaluateAll((links) => links.filter((link) => getComputedStyle(link).opacity === '0.15').length)).toBe(6);
    expect(errors).toEqual([]);
    await close();
  });
});
