import { describe, expect, it } from 'vitest';
import { hasChromium, reachDemo } from '../../helpers/browser';
import { openDemo } from '../../helpers/demo-page';
import { shippedSiteInBrowser } from '../../helpers/shipped-site';

describe.skipIf(!hasChromium)('date and time pickers demos of the shipped site', () => {
  const shipped = shippedSiteInBrowser();

  it('date picker: opening the calendar and clicking the 15th sets the field', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/date-picker/', 'BasicDatePicker');
    const field = demo.locator('input[name="invoiceDate"]');
    await expect(field.inputValue()).resolves.toBe('01/31/2025');
    await demo.getByRole('button', { name: /choose date/i }).click();
    const calendar = page.getByRole('dialog');
    // The popover grows in; a click during its entrance transition does not reach the day.
    await calendar.getByRole('gridcell', { name: '15' }).waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await calendar.getByRole('gridcell', { name: '15' }).click();
    // Headless Chromium may not match (pointer: fine): the mobile variant then asks for OK.
    const ok = calendar.getByRole('button', { name: 'OK' });
    if (await ok.count()) await ok.click();
    await expect.poll(() => field.inputValue()).toBe('01/15/2025');
    expect(errors).toEqual([]);
    await close();
  });

  it('date picker: typing into the month section of a controlled field updates the value', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/date-picker/', 'ControlledDatePicker');
    const summary = demo.getByTestId('check-in-summary');
    await expect(summary.textContent()).resolves.toBe('Arriving on Thursday, June 12, 2025');
    await demo.getByRole('spinbutton', { name: 'Month' }).click();
    await demo.page().keyboard.press('ArrowUp');
    await expect.poll(() => summary.textContent()).toBe('Arriving on Saturday, July 12, 2025');
    expect(errors).toEqual([]);
    await close();
  });
  it('date range picker: two clicks on the calendar set a new range', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/date-range-picker/', 'StayDates');
    const summary = demo.getByTestId('stay-summary');
    await expect(summary.textContent()).resolves.toBe('7 nights, from Jul 4 to Jul 11');
    await demo.getByRole('button', { name: /choose range/i }).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('gridcell', { name: '20' }).first().waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    // The first calendar shows July: the first "20" and "24" are July's.
    await calendar.getByRole('gridcell', { name: '20' }).first().click();
    await calendar.getByRole('gridcell', { name: '24' }).first().click();
    const ok = calendar.getByRole('button', { name: 'OK' });
    if (await ok.count()) await ok.click();
    await expect.poll(() => summary.textContent()).toBe('4 nights, from Jul 20 to Jul 24');
    expect(errors).toEqual([]);
    await close();
  });
  it('time picker: the Up arrow on the hours section moves a controlled time by one hour', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/time-picker/', 'AlarmTime');
    const summary = demo.getByTestId('alarm-summary');
    await expect(summary.textContent()).resolves.toBe('The alarm rings at 07:30');
    await demo.getByRole('spinbutton', { name: 'Hours' }).click();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => summary.textContent()).toBe('The alarm rings at 08:30');
    expect(errors).toEqual([]);
    await close();
  });
  it('overview: the Up arrow on the month section of the birthday moves it to July', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/', 'PickersShowcase');
    await demo.getByRole('spinbutton', { name: 'Month' }).first().click();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => demo.getByRole('spinbutton', { name: 'Month' }).first().textContent()).toBe('07');
    expect(errors).toEqual([]);
    await close();
  });

  it('quickstart: clearing a section makes the controlled value null, typing it again a date', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/quickstart/', 'StartDatePicker');
    const value = demo.getByTestId('start-date-value');
    await expect(value.textContent()).resolves.toBe('value: 2025-03-14');
    await demo.getByRole('spinbutton', { name: 'Year' }).click();
    await page.keyboard.press('Backspace');
    await expect.poll(() => value.textContent()).toBe('value: null');
    await page.keyboard.type('2026');
    await expect.poll(() => value.textContent()).toBe('value: 2026-03-14');
    expect(errors).toEqual([]);
    await close();
  });

  it('base concepts: a day clicked on the inline calendar becomes its selected day', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/base-concepts/', 'PickerFamily');
    await demo.getByRole('gridcell', { name: '12' }).click();
    await expect.poll(() => demo.getByRole('gridcell', { name: '12' }).getAttribute('aria-selected')).toBe('true');
    await expect(demo.getByRole('gridcell', { name: '20' }).getAttribute('aria-selected')).resolves.toBe('false');
    expect(errors).toEqual([]);
    await close();
  });
  it('shortcuts: "End of month" fills the field with the last day of the current month', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/shortcuts/', 'DueDateShortcuts');
    await demo.getByRole('button', { name: /choose date/i }).click();
    await page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'End of month' }).waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.getByRole('dialog').getByText('End of month').click();
    const expected = await page.evaluate(() => {
      const now = new Date();
      const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
      return `${String(last.getMonth() + 1).padStart(2, '0')}/${String(last.getDate()).padStart(2, '0')}/${last.getFullYear()}`;
    });
    await expect.poll(() => demo.locator('input').first().inputValue()).toBe(expected);
    expect(errors).toEqual([]);
    await close();
  });
  it('validation: moving an out-of-season date back into the season clears the error message', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/validation/', 'BookingMessages');
    await expect(demo.getByText('The season closes on August 31, 2025.').count()).resolves.toBe(1);
    await demo.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.press('ArrowDown');
    await demo.getByText('Between June 1 and August 31, 2025').waitFor();
    await expect(demo.getByText('The season closes on August 31, 2025.').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
  it('date time picker: the Up arrow on the minutes section changes the controlled departure', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/date-time-picker/', 'Departure');
    const value = demo.getByTestId('departure-value');
    await expect(value.textContent()).resolves.toBe('Friday 12 September 2025, 18:45');
    await demo.getByRole('spinbutton', { name: 'Minutes' }).click();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => value.textContent()).toBe('Friday 12 September 2025, 18:46');
    expect(errors).toEqual([]);
    await close();
  });
  it('fields: the Up arrow on the month section of a standalone field moves the expiry month', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/fields/', 'ExpiryField');
    const value = demo.getByTestId('expiry-value');
    await expect(value.textContent()).resolves.toBe('Expires at the end of August 2027');
    await demo.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => value.textContent()).toBe('Expires at the end of September 2027');
    expect(errors).toEqual([]);
    await close();
  });
  it('timezone: the field shows Paris time and the Up arrow on the hours stores one hour later in UTC', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/timezone/', 'LocalDeparture');
    const stored = demo.getByTestId('stored-value');
    await expect(stored.textContent()).resolves.toBe('Stored: 2025-11-03T14:00:00.000Z');
    const hours = demo.getByRole('spinbutton', { name: 'Hours' });
    await expect(hours.getAttribute('aria-valuenow')).resolves.toBe('15');
    await hours.click();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => stored.textContent()).toBe('Stored: 2025-11-03T15:00:00.000Z');
    expect(errors).toEqual([]);
    await close();
  });
  it('lifecycle: clicking a day logs onChange, onAccept and onClose in that order', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/lifecycle/', 'CallbackLog');
    const log = demo.getByTestId('callback-log');
    await demo.getByRole('button', { name: /Choose date/ }).click();
    await page.getByRole('gridcell', { name: '20' }).click();
    await expect.poll(() => log.innerText()).toBe('onChange 2025-06-20 (view)\nonAccept 2025-06-20\nonClose');
    expect(errors).toEqual([]);
    await close();
  });
  it('lifecycle: the mobile picker sends a day only on OK, and Cancel restores the confirmed one', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/lifecycle/', 'ConfirmOnMobile');
    const draft = demo.getByTestId('draft-date');
    const confirmed = demo.getByTestId('confirmed-date');
    await demo.getByRole('button', { name: /Choose date/ }).click();
    await page.getByRole('gridcell', { name: '25' }).click();
    await expect.poll(() => draft.textContent()).toBe('Shown in the field: 25 September 2025');
    await expect(confirmed.textContent()).resolves.toBe('Sent to the caterer: 20 September 2025');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => draft.textContent()).toBe('Shown in the field: 20 September 2025');
    await demo.getByRole('button', { name: /Choose date/ }).click();
    await page.getByRole('gridcell', { name: '27' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => confirmed.textContent()).toBe('Sent to the caterer: 27 September 2025');
    expect(errors).toEqual([]);
    await close();
  });
  it('lifecycle: the auto-saved reminder skips the unfinished years typed on the way to a valid one', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/lifecycle/', 'AutoSavedReminder');
    const count = demo.getByTestId('save-count');
    await expect(count.textContent()).resolves.toBe('Saved 0 times; skipped 0 invalid values');
    await demo.getByRole('spinbutton', { name: 'Year' }).click();
    await page.keyboard.type('2026');
    await expect.poll(() => count.textContent()).toBe('Saved 1 time, last value 2026-03-14 09:30; skipped 2 invalid values');
    expect(errors).toEqual([]);
    await close();
  });
  it('accessibility: the helper text explains a date outside the opening period, and the field is marked invalid', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/accessibility/', 'LabelledAppointment');
    const field = demo.getByRole('group', { name: 'Appointment date' });
    const helper = page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
    await expect(helper.textContent()).resolves.toBe('Format: month, day, year. The clinic is open from 1 April to 30 June 2025.');
    await demo.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('07');
    await expect.poll(() => helper.textContent()).toBe('Appointments are available from 1 April to 30 June 2025.');
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await close();
  });
  it('accessibility: the right arrow skips the weekend and Enter selects the Monday', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/accessibility/', 'KeyboardCalendar');
    await demo.getByRole('gridcell', { name: '14' }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => demo.getByTestId('working-day').textContent()).toBe('Selected working day: Monday 17 March 2025');
    expect(errors).toEqual([]);
    await close();
  });
  it('localization: switching to French changes the month, the first weekday and the action bar together', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/localization/', 'LanguageSwitcher');
    await expect(demo.getByText('März 2025').count()).resolves.toBe(1);
    await expect(demo.getByRole('button', { name: 'Abbrechen' }).count()).resolves.toBe(1);
    await demo.getByRole('button', { name: 'Français' }).click();
    await expect.poll(() => demo.getByText('mars 2025').count()).toBe(1);
    await expect(demo.getByRole('button', { name: 'Annuler' }).count()).resolves.toBe(1);
    await expect(demo.getByRole('columnheader').first().textContent()).resolves.toBe('L');
    expect(errors).toEqual([]);
    await close();
  });
  it("localization: the picker's own title and the provider's button labels both reach the dialog", async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/localization/', 'EventDateTexts');
    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Pick the party day').count()).toBe(1);
    await expect(dialog.getByRole('button', { name: 'Back' }).count()).resolves.toBe(1);
    await expect(dialog.getByRole('button', { name: 'Save' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
  it("localization: the provider's formats apply to every field, and a field's own format wins", async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/localization/', 'SiteWideFormats');
    await expect(demo.getByRole('group').allTextContents()).resolves.toEqual([
      '14.03.2025Invoice date',
      '13.04.2025Due date',
      '14.03.2025 16:05Sent at',
      '2025-12-31Archived on (ISO, set on the field)',
    ]);
    expect(errors).toEqual([]);
    await close();
  });
  it('time range picker: the Up arrow on the closing hour lengthens the day, and an end before the start is explained', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/time-range-picker/', 'OpeningHours');
    const summary = demo.getByTestId('opening-summary');
    await expect(summary.textContent()).resolves.toBe('Open 8 h 30 min, from 09:00 to 17:30');
    await demo.getByRole('spinbutton', { name: 'Hours' }).nth(1).click();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => summary.textContent()).toBe('Open 9 h 30 min, from 09:00 to 18:30');

    const rules = page.locator('section.docs-demo[id="MeetingRules"] .docs-demo-live');
    await rules.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="MeetingRules"]');
    await rules.getByRole('spinbutton', { name: 'Hours' }).nth(1).click();
    await page.keyboard.type('09');
    await expect.poll(() => rules.locator('.MuiFormHelperText-root').textContent()).toBe('The end must come after the start');
    await rules.getByRole('spinbutton', { name: 'Hours' }).nth(1).click();
    await page.keyboard.type('19');
    await expect.poll(() => rules.locator('.MuiFormHelperText-root').textContent()).toBe('Meetings end by 18:00');
    expect(errors).toEqual([]);
    await close();
  });
  it('date time range picker: the Up arrow on the return day adds a rental day, and a departure after closing is explained', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/date-time-range-picker/', 'RentalPeriod');
    const summary = demo.getByTestId('rental-summary');
    await expect(summary.textContent()).resolves.toBe('3 days and 8 hours, billed as 4 rental days');
    await demo.getByRole('spinbutton', { name: 'Day' }).nth(1).click();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => summary.textContent()).toBe('4 days and 8 hours, billed as 5 rental days');

    const camp = page.locator('section.docs-demo[id="ReservationRules"] .docs-demo-live');
    await camp.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="ReservationRules"]');
    await camp.getByRole('spinbutton', { name: 'Day' }).nth(1).click();
    await page.keyboard.type('15');
    await expect.poll(() => camp.locator('.MuiFormHelperText-root').textContent()).toBe('Everyone leaves by Jul 14 at 11:00');
    expect(errors).toEqual([]);
    await close();
  });
  it('customization: Cancel in the custom action bar restores the accepted date, and the custom action bar moves the day by a week', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/customization/', 'ContractStart');
    const start = demo.getByTestId('contract-start');
    await demo.getByRole('button', { name: /choose date/i }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('.MuiPickersLayout-actionBar button').allTextContents()).toEqual(['Clear', 'Cancel', 'OK']);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await dialog.getByRole('gridcell', { name: '12' }).click();
    await expect.poll(() => start.textContent()).toBe('Starts on Friday, September 12, 2025');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => start.textContent()).toBe('Starts on Monday, September 1, 2025');

    const weeks = page.locator('section.docs-demo[id="ActionBarFirst"] .docs-demo-live');
    await weeks.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="ActionBarFirst"]');
    await expect(weeks.locator('.MuiPickersToolbar-root').textContent()).resolves.toContain('Mon, Sep 15');
    await weeks.getByRole('button', { name: 'Next week' }).click();
    await expect.poll(() => weeks.locator('.MuiPickersToolbar-root').textContent()).toContain('Mon, Sep 22');
    expect(errors).toEqual([]);
    await close();
  });
  it('calendar systems: a Jalali day picked in the calendar is the matching Gregorian date, and the moment calendars hydrate in their own scripts', async () => {
    const { close, demo, page, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-date-pickers/calendar-systems/', 'NowruzPicker');
    const gregorian = demo.getByTestId('gregorian-date');
    await expect(gregorian.textContent()).resolves.toBe('Gregorian: Friday, March 21, 2025');
    await demo.getByRole('button').first().click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('gridcell', { name: '9', exact: true }).waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await calendar.getByRole('gridcell', { name: '9', exact: true }).click();
    await expect.poll(() => gregorian.textContent()).toBe('Gregorian: Saturday, March 29, 2025');

    const jalaali = page.locator('section.docs-demo[id="JalaaliCalendar"] .docs-demo-live');
    await jalaali.scrollIntoViewIfNeeded();
    await reachDemo(page, 'section.docs-demo[id="JalaaliCalendar"]');
    await expect(jalaali.locator('.MuiPickersCalendarHeader-label').textContent()).resolves.toBe('آذر ۱۴۰۳');
    await jalaali.getByRole('gridcell', { name: '۱', exact: true }).click();
    await expect.poll(() => jalaali.getByTestId('jalaali-readout').textContent()).toBe('Jalali 1403/09/01, Gregorian 2024-11-21');
    expect(errors).toEqual([]);
    await close();
  });
});
