import type { Page } from '@playwright/test';
import { lastOtp, type NewMember } from './sandbox';

/**
 * Registers through the English form as a new player does: the OTP from the sandbox inbox, a Kasikorn account, the
 * name, the login and the age box, then Register.
 */
export async function registerThroughForm(page: Page, apiURL: string, member: NewMember): Promise<void> {
  await page.goto('/en/register');
  await page.getByLabel('Phone number').fill(member.phone);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  const { otp } = await lastOtp(apiURL, member.phone);
  await page.getByLabel('OTP code').fill(otp);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('bank-picker').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Kasikorn/ })
    .click();
  await page.getByLabel('Account number').fill(`1${member.phone.slice(1)}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill('Somchai');
  await page.getByLabel('Last name').fill('Jaidee');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Repeat password').fill(member.password);
  await page.getByLabel(/or older/).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
}
