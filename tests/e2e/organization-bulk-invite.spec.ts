import { expect, test } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { forEachLocale, type E2eLocale } from './support/locales';
import { openDemoOrganizationManagement } from './support/organization';
import { signIn } from './support/sign-in';

/** What the many-invitations form shows, per locale (exactly as messages/<locale>.json has it). */
const words = {
  'en-US': {
    prefix: '',
    heading: 'Invite several people at once',
    addresses: 'Email addresses',
    file: 'Or add the addresses of a CSV file',
    role: 'Role',
    inviteAll: 'Invite all',
    none: 'Enter at least one email address.',
    summary: '1 invitation sent for 4 addresses.',
    invited: 'invitation sent',
    alreadyMember: 'already in, invited or asking to join, so nothing was sent',
    userNotFound: 'no account yet; invited to register first',
    invalid: 'not a valid email address; nothing sent',
  },
  'es-ES': {
    prefix: '/es-ES',
    heading: 'Invitar a varias personas a la vez',
    addresses: 'Direcciones de correo electrónico',
    file: 'O añadir las direcciones de un archivo CSV',
    role: 'Rol',
    inviteAll: 'Invitar a todos',
    none: 'Escribe al menos una dirección de correo electrónico.',
    summary: '1 invitación enviada para 4 direcciones.',
    invited: 'invitación enviada',
    alreadyMember: 'ya es miembro, está invitado o ha pedido unirse; no se ha enviado nada',
    userNotFound: 'aún no tiene cuenta; se le ha invitado a registrarse primero',
    invalid: 'no es una dirección de correo válida; no se ha enviado nada',
  },
} satisfies Record<E2eLocale, unknown>;

forEachLocale(words, (w, locale) => {
  test(`${locale}: an admin invites a pasted list and a CSV's addresses at once and sees what became of each`, async ({ page }) => {
    const newcomer = e2eEmail('bulk-newcomer');
    const stranger = e2eEmail('bulk-stranger');
    await createVerifiedAccount(page, newcomer, 'Newcomer2026', { firstName: 'Nia', lastName: 'Newcomer' });
    await signIn(page, 'admin@demo.example.org', 'DemoAdmin2026', locale);
    await openDemoOrganizationManagement(page, locale);

    const section = page.getByRole('region', { name: w.heading });
    const form = page.getByRole('form', { name: w.heading });
    await form.getByRole('button', { name: w.inviteAll }).click();
    await expect(section.getByRole('alert')).toHaveText(w.none);

    await form.getByLabel(w.addresses).fill(`${newcomer}, admin@demo.example.org\nnot-an-address`);
    // A CSV's header and names are left out; its addresses join the list.
    await form.getByLabel(w.file).setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(`email,name\n${stranger},Sol Stranger\n`) });
    await expect(form.getByLabel(w.addresses)).toHaveValue(`${newcomer}, admin@demo.example.org\nnot-an-address\n${stranger}`);
    await form.getByLabel(w.role).selectOption('User');
    await form.getByRole('button', { name: w.inviteAll }).click();

    const results = section.getByRole('status');
    await expect(results.getByRole('paragraph')).toHaveText(w.summary);
    await expect(results.getByRole('listitem')).toHaveText([
      `${newcomer}: ${w.invited}`,
      `admin@demo.example.org: ${w.alreadyMember}`,
      `not-an-address: ${w.invalid}`,
      `${stranger}: ${w.userNotFound}`,
    ]);
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(form.getByLabel(w.addresses)).toHaveValue('');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth)).toBe(true);
  });
});
