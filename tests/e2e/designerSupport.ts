import type { Page } from 'playwright-core';
import type { TestServer } from './runnerSupport';
import { DEMO_PASSWORD } from './server';

/** Signs the page in as the demo designer through the login form and waits for the survey list. */
export async function signInAsDemo(
  page: Page,
  server: Pick<TestServer, 'url' | 'demoAccount'>,
): Promise<void> {
  await page.goto(`${server.url}/#/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('用户名').fill(server.demoAccount.userName);
  await form.getByLabel('密码').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: '登录' }).click();
  await page.getByTestId('survey-list').waitFor();
}
