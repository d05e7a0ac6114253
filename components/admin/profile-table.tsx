import { MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { GuardianStatusBadge } from '@/components/guardian/status-badge';
import { Button } from '@/components/ui/button';
import type { AdminProfile } from '@/lib/client/queries/admin';
import { formatDate } from '@/lib/shared/dates';
import { fullName } from './format';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';

type Props = { profiles: AdminProfile[]; onEdit(profile: AdminProfile): void; onMessage(profile: AdminProfile): void; onDelete(profile: AdminProfile): void };

const genderLabel = (gender: string) => (gender === 'female' ? 'Female' : 'Male');

function Badges({ profile }: { profile: AdminProfile }) {
  return (
    <>
      {profile.isAdmin && <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{MSG_ADMIN.admin}</span>}
      {profile.suspended && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{MSG_ADMIN.suspended}</span>}
    </>
  );
}

function Actions({ profile, onEdit, onMessage, onDelete }: { profile: AdminProfile } & Pick<Props, 'onEdit' | 'onMessage' | 'onDelete'>) {
  const name = fullName(profile);
  return (
    // Between phone and wide screens the buttons show their icons only (named, with a tooltip), so
    // the table's six columns fit a 1280 px screen beside the sidebar.
    <div className="flex gap-2">
      <Button variant="secondary" onClick={() => onEdit(profile)} aria-label={`Edit ${name}`} title={`Edit ${name}`}>
        <Pencil className="size-4" aria-hidden="true" />
        <span className="sm:max-2xl:sr-only">{MSG_ADMIN.edit}</span>
      </Button>
      <Button variant="secondary" onClick={() => onMessage(profile)} aria-label={`Message ${name}`} title={`Message ${name}`}>
        <MessageCircle className="size-4" aria-hidden="true" />
        <span className="sm:max-2xl:sr-only">{MSG_ADMIN.message}</span>
      </Button>
      {/* An admin account is never deleted here: its rights are removed first (the server refuses too). */}
      {!profile.isAdmin && (
        <Button variant="danger" onClick={() => onDelete(profile)} aria-label={`Delete ${name}’s account`} title={`Delete ${name}’s account`}>
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="sm:max-2xl:sr-only">{MSG_ADMIN.delete}</span>
        </Button>
      )}
    </div>
  );
}

/** SPEC.md section 2: SN, Email, Name, Gender, Joined, Action; one card per profile on phones. */
export function ProfileTable({ profiles, onEdit, onMessage, onDelete }: Props) {
  return (
    <>
      <ol className="space-y-3 sm:hidden" aria-label={MSG_ADMIN.profiles}>
        {profiles.map((profile, index) => (
          <li key={profile.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-testid="profile-card">
            <p className="text-xs text-stone-500">#{index + 1}</p>
            <p className="font-semibold text-brand-900">
              {fullName(profile)}
              <Badges profile={profile} />
            </p>
            <p className="truncate text-sm text-stone-700">{profile.email}</p>
            <p className="text-sm text-stone-500">
              {genderLabel(profile.gender)} {MSG_ADMIN.joinedAfterGender} {formatDate(profile.createdAt)}
            </p>
            {profile.guardianStatus && (
              <p className="mt-1 text-sm text-stone-600">
                {MSG_ADMIN.guardian} <GuardianStatusBadge status={profile.guardianStatus} />
              </p>
            )}
            <div className="mt-3">
              <Actions profile={profile} onEdit={onEdit} onMessage={onMessage} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ol>
      <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 sm:block">
        <table className="w-full text-left text-sm" data-testid="profiles-table">
          <caption className="sr-only">{MSG_ADMIN.profiles}</caption>
          <thead className="bg-stone-50 text-stone-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">{MSG_ADMIN.sn}</th>
              <th scope="col" className="px-4 py-3 font-medium">{MSG_ADMIN.email}</th>
              <th scope="col" className="px-4 py-3 font-medium">{MSG_ADMIN.name}</th>
              <th scope="col" className="px-4 py-3 font-medium">{MSG_ADMIN.gender}</th>
              <th scope="col" className="px-4 py-3 font-medium">{MSG_ADMIN.joined}</th>
              <th scope="col" className="px-4 py-3 font-medium">{MSG_ADMIN.action}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {profiles.map((profile, index) => (
              <tr key={profile.id}>
                <td className="px-4 py-3 text-stone-500">{index + 1}</td>
                <td className="max-w-[14rem] truncate px-4 py-3 2xl:max-w-[16rem]" title={profile.email}>{profile.email}</td>
                {/* A long unbroken name wraps instead of pushing the Action column off the screen. */}
                <td className="min-w-[8rem] px-4 py-3 font-medium [overflow-wrap:anywhere] text-stone-900">
                  {fullName(profile)}
                  <Badges profile={profile} />
                </td>
                <td className="px-4 py-3">
                  {genderLabel(profile.gender)}
                  {/* The spec's columns stay as they are: a woman's guardian status sits under her gender. */}
                  {profile.guardianStatus && (
                    <span className="mt-1 block">
                      <span className="text-xs text-stone-600">{MSG_ADMIN.guardian} </span>
                      <GuardianStatusBadge status={profile.guardianStatus} />
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(profile.createdAt)}</td>
                <td className="px-4 py-3">
                  <Actions profile={profile} onEdit={onEdit} onMessage={onMessage} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
