/** README.txt of the export: what each file holds, in plain words. */
export function exportReadme(exportedAt: string, hasCompatibility: boolean): string {
  const files = [
    [
      'profile.json',
      'Your account and profile as we keep them (everything except your password, which we only store as a one-way hash), the guardians you named and your verification badges.',
    ],
    [
      'messages.json',
      'Your conversations: who each one was with, and every message in them, yours and theirs, with when it was sent, delivered and read, and its status (sent, delivered or read). A message our moderators removed shows the notice that replaced it.',
    ],
    ['photo-requests.json', 'The photo requests you sent and received, with their answers and dates.'],
    ['photos/', 'Your photos, exactly as we store them (WebP images); photos.json lists them.'],
    ['subscription.json', 'Your memberships (PayPal subscription id, status, trial and billing dates, cancellation) and every payment we received.'],
    ['guardian-emails.json', 'Every email sent to your guardian about you: when, what kind, the address, the subject and whether it was delivered.'],
    ['blocks.json', 'The members you blocked, and when.'],
    ['reports-made.json', 'The reports you made, what you wrote and whether they are still open. Who handled them is not included.'],
    ...(hasCompatibility
      ? [['compatibility.json', 'Your answers to the compatibility questions, the answers you accept from others and how much each matters to you.']]
      : []),
    ['audit.json', 'Actions taken on your account (by you, by our moderators or automatically), with the reason given and when. Moderators are not named.'],
  ];
  const lines = files.map(([name, what]) => `${name}\n  ${what}`);
  return [
    'Nikah Scholars: your data',
    `Exported at ${exportedAt} (UTC).`,
    '',
    'Dates and times in these files are ISO 8601, in UTC. The other members in your conversations, requests and blocks are named by their id and first name only.',
    '',
    ...lines,
    '',
    'Questions about your data: use the contact page on the site.',
    '',
  ].join('\n');
}
