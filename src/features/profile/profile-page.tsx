'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCurrentAccount } from '@/features/accounts/current-account';
import { ProfileForm } from './profile-form';

// Loaded after the profile's own form, not in the page's first load.
const UnitsSection = dynamic(() => import('./units-section').then((m) => m.UnitsSection));
const RemindersSection = dynamic(() => import('./reminders-section').then((m) => m.RemindersSection));
const ExportSection = dynamic(() => import('./export-section').then((m) => m.ExportSection));
const ImportSection = dynamic(() => import('./import-section').then((m) => m.ImportSection));
const MembershipsSection = dynamic(() => import('./memberships-section').then((m) => m.MembershipsSection));
const DeleteAccountSection = dynamic(() => import('./delete-account-section').then((m) => m.DeleteAccountSection));

export function ProfilePage() {
  const t = useTranslations('Profile');
  const tc = useTranslations('Common');
  const { user } = useCurrentAccount();
  return (
    <div className="flex flex-col gap-6">
      <h1 id="profile-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      {user ? <ProfileForm user={user} /> : <p role="status">{tc('loading')}</p>}
      {user ? <UnitsSection /> : null}
      {user ? <RemindersSection userId={user.id} /> : null}
      {user ? <ImportSection /> : null}
      {user ? <ExportSection userId={user.id} /> : null}
      {user ? <MembershipsSection user={user} /> : null}
      {user ? <DeleteAccountSection user={user} /> : null}
    </div>
  );
}
