'use client';

import { useTranslations } from 'next-intl';
import { useCurrentAccount } from '@/features/accounts/current-account';
import { ProfileForm } from './profile-form';

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
    </div>
  );
}
