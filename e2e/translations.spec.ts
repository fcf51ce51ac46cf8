import type { Page } from '@playwright/test';
import type { TextTree } from '../shared/contracts/src/remote-meta';
import { englishAmong, textsOnScreen } from '../shared/testing/src/translations';
import { uiEn } from '../shared/ui/src/i18n/ui-en';
import { uiFr } from '../shared/ui/src/i18n/ui-fr';
import { uiAr } from '../shared/ui/src/i18n/ui-ar';
import { shellEn } from '../shell/src/i18n/shell-en';
import { shellFr } from '../shell/src/i18n/shell-fr';
import { shellAr } from '../shell/src/i18n/shell-ar';
import { signedInEn } from '../shell/src/i18n/signed-in-en';
import { signedInFr } from '../shell/src/i18n/signed-in-fr';
import { signedInAr } from '../shell/src/i18n/signed-in-ar';
import todoEn from '../remotes/todo/src/i18n/en';
import todoFr from '../remotes/todo/src/i18n/fr';
import todoAr from '../remotes/todo/src/i18n/ar';
import usersEn from '../remotes/users/src/i18n/en';
import usersFr from '../remotes/users/src/i18n/fr';
import usersAr from '../remotes/users/src/i18n/ar';
import { expect, test } from './fixtures';

// Each remote ships its own texts; switched to French or Arabic, no English text of the shell,
// the kit or a remote may be left on its pages (an untranslated key, or a text never looked up).
const english: Record<string, TextTree> = { shell: shellEn, signedIn: signedInEn, ui: uiEn, todo: todoEn, users: usersEn };
const languages = {
  fr: { label: 'Français', texts: { shell: shellFr, signedIn: signedInFr, ui: uiFr, todo: todoFr, users: usersFr }, todo: todoFr, users: usersFr },
  ar: { label: 'العربية', texts: { shell: shellAr, signedIn: signedInAr, ui: uiAr, todo: todoAr, users: usersAr }, todo: todoAr, users: usersAr },
};

/** The English texts still on screen once the page has settled (textsOnScreen runs in the page). */
async function englishLeft(page: Page, language: keyof typeof languages): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return englishAmong(english, languages[language].texts as unknown as Record<string, TextTree>, await page.evaluate(textsOnScreen as () => string[]));
}

for (const language of ['fr', 'ar'] as const) {
  const { label, todo, users } = languages[language];

  test(`in ${label}, the todo and users pages have no English left`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('button', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    await page.goto('/apps/todo');
    await expect(page.getByRole('heading', { level: 1, name: todo.page.title })).toBeVisible();
    await expect(page.getByRole('list', { name: todo.list.label }).getByRole('listitem').first()).toBeVisible();
    expect(await englishLeft(page, language)).toEqual([]);
    await page.getByRole('button', { name: todo.sidebar.add }).click();
    await expect(page.getByRole('dialog', { name: todo.editor.addTitle })).toBeVisible();
    expect(await englishLeft(page, language)).toEqual([]);

    await page.goto('/apps/user/list');
    await expect(page.getByRole('table', { name: users.list.table })).toBeVisible();
    expect(await englishLeft(page, language)).toEqual([]);
    await page.getByRole('button', { name: users.add.open, exact: true }).click();
    await expect(page.getByRole('dialog', { name: users.add.title })).toBeVisible();
    expect(await englishLeft(page, language)).toEqual([]);

    await page.goto('/apps/user/view/4');
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
    expect(await englishLeft(page, language)).toEqual([]);
  });
}

test('in Français, the texts the API serves are French too, read again without a reload', async ({ page }) => {
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('region', { name: 'Subscribers Gained', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The API is asked again with Accept-Language: fr (the shell refreshes its cache on the switch).
  await expect(page.getByRole('region', { name: 'Abonnés gagnés', exact: true })).toBeVisible();
  await page.goto('/pages/faq');
  await expect(page.getByRole('button', { name: 'Quels moyens de paiement puis-je utiliser ?' })).toBeVisible();
});
