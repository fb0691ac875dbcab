import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { format } from 'date-fns';
import { expect, test } from './fixtures';
import { signInAsDemo } from './support/demo-session';
import { expectNoSeriousA11yViolations } from './support/axe';

// The marketplace's Executive Talent and Executive Opportunities tabs as the demo recipient
// (subscribed by the seed): server-side filters, Candidate Profile, Book Meeting, Opportunity
// Details, Apply, Download as PDF, and the page at 375 px and 1280 px; then the round trip of a
// meeting request and an application with the demo partner, who lists them (seed).

/** `datetime-local` text for now + days at 10:00 local time. */
function localDay(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
}

test(
  'executive talent: filters on the server, the candidate profile, and a booked meeting',
  { tag: ['@recipient', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await signInAsDemo(page, baseUrl, 'Recipient');
    await page.goto(`${baseUrl}/recipient/blood-services?tab=executive-talent`);
    const table = page.getByRole('table', { name: 'Executive Talent' });
    await expect(table).toBeVisible();
    await expect(page.getByText(/^Showing \d+ professionals$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'executive talent table');

    await page.getByLabel('Experience').selectOption('20');
    await expect(page).toHaveURL(/experience=20/);
    const rows = page.getByTestId('professional-row');
    await expect(rows.first()).toBeVisible();
    for (const experience of await rows.locator('td:nth-child(3)').allTextContents()) expect(experience).toBe('20+ years');

    await page.getByLabel('Search').fill('Hayes');
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('Showing 1 professional')).toBeVisible();

    await page.getByLabel('Search').fill('no such person at all');
    await expect(page.getByText('No candidates found matching your filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(`${baseUrl}/recipient/blood-services?tab=executive-talent`);

    await page.getByRole('button', { name: 'Profile of Dr. Eleanor Hayes' }).click();
    const profile = page.getByRole('dialog', { name: 'Candidate Profile' });
    for (const heading of ['Summary', 'Skills', 'Achievements', 'Work History', 'Education', 'Certifications']) {
      await expect(profile.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'candidate profile dialog');
    await profile.getByRole('button', { name: 'Book Meeting' }).click();

    const meeting = page.getByRole('dialog', { name: 'Book Meeting' });
    await meeting.getByLabel(/Proposed time 1/).fill(localDay(-2));
    await meeting.getByLabel('Message').fill('We would like advice on our donor programme.');
    await meeting.getByRole('button', { name: 'Send Request' }).click();
    await expect(meeting.getByText('Proposed meeting times must be in the future')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'meeting request dialog with an error');

    await meeting.getByLabel(/Proposed time 1/).fill(localDay(3));
    await meeting.getByLabel(/Proposed time 2/).fill(localDay(4));
    await meeting.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Meeting Request Sent')).toBeVisible();
    await expect(meeting).toBeHidden();
  },
);

test('executive opportunities: filters, details, Apply once', { tag: ['@recipient', '@demo-accounts'] }, async ({ page, baseUrl }) => {
  await signInAsDemo(page, baseUrl, 'Recipient');
  await page.goto(`${baseUrl}/recipient/blood-services?tab=executive-opportunities`);
  await expect(page.getByRole('table', { name: 'Executive Opportunities' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'executive opportunities table');

  // the seed gave the demo recipient an application to MedLearn Academy
  const medlearn = page.getByTestId('opportunity-row').filter({ hasText: 'MedLearn Academy' });
  await expect(medlearn.getByText('Applied')).toBeVisible();

  await page.getByLabel('Industry').selectOption('Non-profit');
  await expect(page).toHaveURL(/industry=Non-profit/);
  const rows = page.getByTestId('opportunity-row');
  for (const industry of await rows.locator('td:nth-child(6)').allTextContents()) expect(industry).toBe('Non-profit');
  await page.getByRole('button', { name: 'Reset Filters' }).click();

  const row = rows.filter({ hasText: 'Global Blood Alliance' });
  await row.getByRole('button', { name: /^Details of / }).click();
  const details = page.getByRole('dialog', { name: 'Opportunity Details' });
  for (const heading of ['Description', 'Requirements', 'Benefits', 'Application Process', 'Contact']) {
    await expect(details.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'opportunity details dialog');
  await details.getByRole('button', { name: 'Apply' }).click();

  const apply = page.getByRole('dialog', { name: 'Apply' });
  await apply.getByLabel(/Note to the organization/).fill('Ten years running donor programmes across East Africa.');
  await expectNoSeriousA11yViolations(page, 'apply dialog');
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted')).toBeVisible();
  await expect(row.getByText('Applied')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Apply for / })).toHaveCount(0);

  // after a reload the application is still there (read from the database)
  await page.reload();
  await expect(page.getByTestId('opportunity-row').filter({ hasText: 'Global Blood Alliance' }).getByText('Applied')).toBeVisible();
});

test('Download as PDF saves the filtered list as a PDF file', { tag: ['@recipient', '@demo-accounts'] }, async ({ page, baseUrl }) => {
  await signInAsDemo(page, baseUrl, 'Recipient');
  for (const [tab, base] of [
    ['executive-talent', 'executive-talent'],
    ['executive-opportunities', 'executive-opportunities'],
  ] as const) {
    await page.goto(`${baseUrl}/recipient/blood-services?tab=${tab}`);
    await expect(page.getByTestId(tab === 'executive-talent' ? 'professional-row' : 'opportunity-row').first()).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${base}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const file = readFileSync(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
});

test(
  'the marketplace fits 375 px without sideways page scroll; at 1280 px Donor Info and Action are in view',
  { tag: ['@recipient', '@partner', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await signInAsDemo(page, baseUrl, 'Recipient');
    await page.setViewportSize({ width: 375, height: 800 });
    for (const tab of ['blood-services', 'executive-talent', 'executive-opportunities']) {
      await page.goto(`${baseUrl}/recipient/blood-services?tab=${tab}`);
      await expect(page.getByRole('table').first()).toBeVisible();
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${tab} at 375 px`).toBeLessThanOrEqual(375);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/recipient/blood-services`);
    const region = page.getByRole('region', { name: 'Available Blood Services' });
    await expect(region).toBeVisible();
    const box = await region.boundingBox();
    for (const header of ['Donor Info', 'Action']) {
      const cell = await region.getByRole('columnheader', { name: header }).boundingBox();
      expect(cell && box && cell.x + cell.width <= box.x + box.width + 1, `${header} inside the table's box`).toBe(true);
    }
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  },
);

/** A second signed-in user in a browser context of their own. */
async function signInAsPartner(browser: Browser, baseUrl: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsDemo(page, baseUrl, 'Partner');
  return page;
}

test(
  'round trip: the partner confirms a meeting and moves an application on; the recipient sees both and is notified',
  { tag: ['@recipient', '@partner', '@demo-accounts'] },
  async ({ page, baseUrl, browser }) => {
    // Two people's sessions, a dozen page loads and axe runs: longer than the default minute on a busy machine.
    test.slow();
    const stamp = Date.now().toString(36);
    const message = `Round trip ${stamp}: advice on our donor programme.`;
    const note = `Round trip ${stamp}: twenty years in paediatric governance.`;
    const [firstTime, secondTime] = [localDay(5), localDay(6)];
    const shown = (local: string) => format(new Date(local), 'dd MMM yyyy, HH:mm');

    // the recipient asks for a meeting and applies
    await signInAsDemo(page, baseUrl, 'Recipient');
    await page.goto(`${baseUrl}/recipient/blood-services?tab=executive-talent`);
    await page.getByRole('button', { name: 'Meeting with Marcus Chen' }).click();
    const meeting = page.getByRole('dialog', { name: 'Book Meeting' });
    await meeting.getByLabel(/Proposed time 1/).fill(firstTime);
    await meeting.getByLabel(/Proposed time 2/).fill(secondTime);
    await meeting.getByLabel('Message').fill(message);
    await meeting.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Meeting Request Sent')).toBeVisible();

    await page.goto(`${baseUrl}/recipient/appointments`);
    const myMeeting = page
      .getByRole('region', { name: 'Meeting requests' })
      .getByTestId('meeting-request')
      .filter({ hasText: 'Marcus Chen' });
    await expect(myMeeting.getByText('Requested', { exact: true })).toBeVisible();

    await page.goto(`${baseUrl}/recipient/blood-services?tab=executive-opportunities`);
    const northstar = page.getByTestId('opportunity-row').filter({ hasText: "Northstar Children's Hospital" });
    await northstar.getByRole('button', { name: /^Apply for / }).click();
    const apply = page.getByRole('dialog', { name: 'Apply' });
    await apply.getByLabel(/Note to the organization/).fill(note);
    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await expect(northstar.getByText('Applied', { exact: true })).toBeVisible();

    // the partner who lists them answers
    const partner = await signInAsPartner(browser, baseUrl);
    const request = partner.getByTestId('meeting-request').filter({ hasText: message });
    await expect(request.getByText('Requested', { exact: true })).toBeVisible();
    await request.getByRole('button', { name: /^Confirm: / }).click();
    const confirm = partner.getByRole('dialog', { name: 'Confirm meeting' });
    await confirm.getByRole('radio', { name: shown(secondTime) }).check();
    await expectNoSeriousA11yViolations(partner, 'confirm meeting dialog');
    await confirm.getByRole('button', { name: 'Confirm meeting' }).click();
    await expect(request.getByText('Confirmed', { exact: true })).toBeVisible();

    const application = partner.getByTestId('job-application').filter({ hasText: note });
    await expect(application.getByText('Applied', { exact: true })).toBeVisible();
    await application.getByRole('button', { name: /^Shortlist: / }).click();
    await expect(application.getByText('Shortlisted', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(partner, 'shortlisted application');

    // the recipient sees the answers where they asked, and in Notifications
    await page.goto(`${baseUrl}/recipient/appointments`);
    await expect(myMeeting.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(myMeeting.getByText(shown(secondTime))).toBeVisible();
    await page.goto(`${baseUrl}/recipient/blood-services?tab=executive-opportunities`);
    await expect(
      page.getByTestId('opportunity-row').filter({ hasText: "Northstar Children's Hospital" }).getByText('Shortlisted', { exact: true }),
    ).toBeVisible();
    await page.goto(`${baseUrl}/recipient/notifications`);
    const notifications = page.getByRole('list', { name: 'Notifications' });
    await expect(notifications.getByText('Meeting confirmed')).toBeVisible();
    await expect(notifications.getByText(/Your meeting with Marcus Chen is confirmed for/)).toBeVisible();
    await expect(notifications.getByText('Application shortlisted')).toBeVisible();

    // accepting is final and reaches the recipient too
    await application.getByRole('button', { name: /^Accept: / }).click();
    await partner.getByRole('dialog', { name: 'Accept this application?' }).getByRole('button', { name: 'Accept application' }).click();
    await expect(application.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(application.getByRole('button')).toHaveCount(0);
    await page.goto(`${baseUrl}/recipient/blood-services?tab=executive-opportunities`);
    await expect(
      page.getByTestId('opportunity-row').filter({ hasText: "Northstar Children's Hospital" }).getByText('Accepted', { exact: true }),
    ).toBeVisible();
    await partner.context().close();
  },
);
