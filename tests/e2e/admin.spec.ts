import { expect, test, type Browser, type Page } from '../support/playwright';
import { MSG_ADMIN } from '../../lib/shared/messages/admin';
import { MSG_AUTH } from '../../lib/shared/messages/auth';
import { expectAccessible, failOnPageErrors, logIn, subscribedMember } from '../support/e2e';
import { uniqueEmail } from '../support/factories';
import { client } from '../support/http-client';

const baseUrl = process.env.E2E_BASE_URL!;
const inboxUrl = process.env.E2E_INBOX_URL!;
const adminEmail = process.env.E2E_ADMIN_EMAIL!;
const adminPassword = process.env.E2E_ADMIN_PASSWORD!;
const api = client(baseUrl);
const { newPage } = failOnPageErrors();

async function logInThroughForm(page: Page, email: string, password: string, landing: string): Promise<void> {
  await logIn(page, email, password);
  await page.waitForURL(`**${landing}`);
}

/** A browser that already holds a session, the way the auth store persists it. */
async function contextWithSession(browser: Browser, email: string, password: string, viewport?: { width: number; height: number }) {
  const login = await api.post('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  const { token, userId, ...fields } = login.body;
  const stored = JSON.stringify({ state: { user: { ...fields, id: userId }, token }, version: 1 });
  const context = await browser.newContext(viewport ? { viewport } : {});
  await context.addInitScript((value) => {
    if (!localStorage.getItem('auth-storage')) localStorage.setItem('auth-storage', value);
  }, stored);
  return context;
}


async function mailTo(address: string, subject: RegExp): Promise<{ text: string }> {
  let found: { text: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails: Array<{ subject: string; text: string }> = await (await fetch(`${inboxUrl}/mails?to=${encodeURIComponent(address)}`)).json();
        found = mails.find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test('an admin creates a member without a password; the member sets one from the emailed link and logs in', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await newPage(adminContext);
  await logInThroughForm(admin, adminEmail, adminPassword, '/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.getByRole('columnheader', { name: 'SN' })).toBeVisible();
  await expectAccessible(admin);

  await admin.getByRole('button', { name: 'Create profile' }).click();
  const form = admin.getByRole('dialog', { name: 'Create profile' });
  await form.getByRole('button', { name: 'Create profile' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await expectAccessible(admin, 'the create dialog with an error');

  const email = uniqueEmail('created');
  await form.getByLabel('First name').fill('Khadija');
  await form.getByLabel('Last name').fill('Osman');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Age').fill('23');
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByLabel('University').fill('University of Bristol');
  await form.getByLabel('Student').check();
  await form.getByLabel('Graduate').check();
  await form.getByRole('button', { name: 'Create profile' }).click();
  await expect(form.getByRole('alert')).toHaveText('A user cannot be both a student and a graduate.');
  await form.getByLabel('Graduate').uncheck();
  await form.getByRole('button', { name: 'Create profile' }).click();
  await expect(form.getByRole('alert')).toHaveText('Female profiles require guardian email and phone number.');
  await form.getByLabel('Guardian email').fill(uniqueEmail('wali'));
  await form.getByLabel('Guardian phone').fill('+44 7700 900456');
  await expect(form.getByText('Leave empty to email the member a one-time link')).toBeVisible();
  await form.getByRole('button', { name: 'Create profile' }).click();

  await expect(admin.getByText('Profile created successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Khadija Osman');
  await expect(row).toContainText('Female');
  await expectAccessible(admin, 'the dashboard with a success toast');

  const mail = await mailTo(email, /choose your password/i);
  const link = /(http\S+\/set-password\?token=\S+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();

  const memberContext = await browser.newContext();
  const member = await newPage(memberContext);
  await member.goto(link!);
  await expect(member.getByLabel('New password')).toBeVisible();
  await expectAccessible(member, '/set-password');
  await member.getByLabel('New password').fill('khadija chooses this');
  await member.getByLabel('Confirm password').fill('khadija chooses thiz');
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByRole('alert').filter({ hasText: 'Passwords do not match.' })).toBeVisible();
  await expectAccessible(member, '/set-password with an error');
  await member.getByLabel('Confirm password').fill('khadija chooses this');
  await member.getByRole('button', { name: 'Set password' }).click();
  await member.waitForURL('**/login');
  await expect(member.getByText('Your password has been set. Please log in.')).toBeVisible();
  await expectAccessible(member, '/login after setting a password');

  // A new member has no subscription yet, so logging in leads to the subscribe page.
  await member.getByLabel('Email').fill(email);
  await member.getByLabel('Password').fill('khadija chooses this');
  await member.getByRole('button', { name: 'Log in' }).click();
  await member.waitForURL('**/subscribe');

  // The link worked once; opening it again explains and offers a fresh one.
  await member.goto(link!);
  await member.getByLabel('New password').fill('another password here');
  await member.getByLabel('Confirm password').fill('another password here');
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByRole('alert').filter({ hasText: 'This link is invalid or has expired.' })).toBeVisible();
  await expectAccessible(member, '/set-password with a used link');
  await member.getByRole('link', { name: 'Get a new link' }).click();
  await member.waitForURL('**/forgot-password');
  await expectAccessible(member);
  await member.getByLabel('Email').fill(email);
  await member.getByRole('button', { name: 'Send me a link' }).click();
  await expect(member.getByText('If an account exists for this email, we have sent a link to set a new password.')).toBeVisible();
  await expectAccessible(member, '/forgot-password, sent');

  await adminContext.close();
  await memberContext.close();
});

test('an admin messages a member from the table; the member reads it and the admin sees the conversation', async ({ browser }) => {
  const aisha = await subscribedMember({ gender: 'female', firstName: 'Aisha', lastName: 'Karim' });

  const adminContext = await browser.newContext();
  const admin = await newPage(adminContext);
  await logInThroughForm(admin, adminEmail, adminPassword, '/admin');
  await admin.getByLabel('Search by name, email or university').fill(aisha.payload.email);
  await admin.getByRole('button', { name: 'Message Aisha Karim' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Message Aisha Karim' });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Message cannot be empty');
  await expectAccessible(admin, 'the message dialog with an error');
  await dialog.getByLabel('Message').fill('Assalamu alaikum Aisha, welcome to the service.');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(admin.getByText('Message sent to Aisha')).toBeVisible();
  await expect(dialog).toBeHidden();

  const memberContext = await browser.newContext();
  const member = await newPage(memberContext);
  await logInThroughForm(member, aisha.payload.email, aisha.payload.password, '/dashboard');
  await member.goto('/chats');
  // Admins write as the site's team (issue 20), not under their own account's name.
  await member.getByRole('button', { name: /Nikah Scholars team/ }).click();
  await expect(member.getByTestId('message').filter({ hasText: 'Assalamu alaikum Aisha, welcome to the service.' })).toBeVisible();

  // "Open chat" from the table leads to the admin's chat screen with her full name.
  await admin.getByRole('button', { name: 'Message Aisha Karim' }).click();
  await admin.getByRole('dialog', { name: 'Message Aisha Karim' }).getByRole('button', { name: 'Open chat', exact: true }).click();
  await admin.waitForURL('**/admin/chats');
  await expect(admin.getByRole('heading', { name: 'Aisha Karim' })).toBeVisible();
  await expect(admin.getByTestId('message').filter({ hasText: 'welcome to the service' }).getByRole('img', { name: 'Read' })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /Aisha Karim/ })).toBeVisible();
  await expectAccessible(admin);

  await member.getByRole('textbox', { name: 'Message' }).fill('Wa alaikum assalam, thank you.');
  await member.getByRole('button', { name: 'Send message' }).click();
  await expect(admin.getByTestId('message').filter({ hasText: 'Wa alaikum assalam, thank you.' })).toBeVisible();

  await adminContext.close();
  await memberContext.close();
});

test('a member who opens any admin page is told access is denied and sent home, never to /login, never seeing the profiles', async ({ browser }) => {
  const yusuf = await subscribedMember();
  const context = await contextWithSession(browser, yusuf.payload.email, yusuf.payload.password);
  // Client-side redirects keep the window, so this records anything the page ever rendered.
  await context.addInitScript(() => {
    const w = window as unknown as { sawAdminContent?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="profiles-table"], [data-testid="profile-card"]') || document.body?.innerText.includes('Admin Dashboard')) {
        w.sawAdminContent = true;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const page = await newPage(context);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  for (const path of ['/admin', '/admin/chats', '/admin/outbox']) {
    visited.length = 0;
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/');
    // The toast outlives the redirect, so the member reads why she is on the home page.
    await expect(page.getByText(MSG_ADMIN.accessDenied)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Journey' })).toBeVisible();
    expect(visited).not.toContain('/login');
    expect(visited).not.toContain('/dashboard');
    await expect(page.getByText(MSG_AUTH.welcomeBack)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sawAdminContent?: boolean }).sawAdminContent ?? false)).toBe(false);
    await expectAccessible(page, `/ after ${path} was refused`);
  }
  await context.close();
});

test('on a phone the admin dashboard shows cards and the create and edit modals fit and work', async ({ browser }) => {
  await subscribedMember({ firstName: 'Ibrahim', lastName: 'Hassan' });
  const context = await contextWithSession(browser, adminEmail, adminPassword, { width: 390, height: 844 });
  const page = await newPage(context);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByTestId('profile-card').first()).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create profile' }).click();
  const form = page.getByRole('dialog', { name: 'Create profile' });
  await expectAccessible(page, 'the create dialog on a phone');
  const box = await form.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  const email = uniqueEmail('phone');
  await form.getByLabel('First name').fill('Bilal');
  await form.getByLabel('Last name').fill('Ahmed');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Age').fill('27');
  await form.getByLabel('Gender').selectOption('Male');
  await expect(form.getByLabel('Guardian email')).toHaveCount(0);
  await form.getByLabel('University').fill('University of Manchester');
  await form.getByLabel('Graduate').check();
  await form.getByLabel('Password').fill('bilal password 1');
  await form.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Profile created successfully!')).toBeVisible();

  const card = page.getByTestId('profile-card').filter({ hasText: email });
  await expect(card).toContainText('Bilal Ahmed');
  await card.getByRole('button', { name: 'Edit Bilal Ahmed' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(edit.getByLabel('Email', { exact: true })).toBeDisabled();
  await expect(edit.getByLabel('Email', { exact: true })).toHaveValue(email);
  await edit.getByLabel('University').fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Please fill in all required fields in the edit form.');
  await expectAccessible(page, 'the edit dialog with an error on a phone');
  await edit.getByLabel('University').fill('University of Oxford');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(card).toContainText('Bilal Ahmed');

  // The member logs in with the password the admin chose.
  const login = await api.post('/api/auth/login', { email, password: 'bilal password 1' });
  expect(login.status).toBe(200);
  const profiles = await api.get('/api/admin/profiles', (await api.post('/api/auth/login', { email: adminEmail, password: adminPassword })).body.token);
  expect(profiles.body.find((p: { email: string }) => p.email === email).university).toBe('University of Oxford');
  await context.close();
});

test('the audit log shows who created a profile with its fields, and the outbox shows its welcome email', async ({ browser }) => {
  const adminToken = (await api.post('/api/auth/login', { email: adminEmail, password: adminPassword })).body.token;
  const email = uniqueEmail('audited');
  const created = await api.post(
    '/api/admin/profiles',
    { firstName: 'Zaid', lastName: 'Farouk', email, age: 29, gender: 'Male', university: 'University of York', isGraduate: true },
    adminToken,
  );
  expect(created.status).toBe(201);
  await mailTo(email, /choose your password/i);

  const context = await contextWithSession(browser, adminEmail, adminPassword);
  const page = await newPage(context);
  await page.goto('/admin/audit');
  const entry = page.getByRole('listitem').filter({ hasText: `Zaid Farouk (${email})` });
  await expect(entry).toContainText('profile.create');
  await expect(entry).toContainText(`By Site Admin (${adminEmail})`);
  await entry.getByText('Show changes').click();
  await expect(entry.getByRole('row', { name: /^university\b/ })).toContainText('University of York');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Email outbox' }).click();
  const mail = page.getByRole('listitem').filter({ hasText: `To ${email}` });
  await expect(mail).toContainText('choose your password');
  await expect(mail).toContainText('Sent');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Security' }).click();
  await page.waitForURL('**/admin/security');
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expectAccessible(page);
  await context.close();
});
